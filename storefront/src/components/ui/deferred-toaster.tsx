import { Suspense, lazy, useEffect, useState } from 'react'
import { useToastStore } from './use-toast'

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })))

/**
 * The toast region, loaded with the first toast: most page views show none, so the toast code is
 * not part of every page's first download. Once loaded it stays.
 */
export function DeferredToaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0)
  const [wanted, setWanted] = useState(hasToasts)
  useEffect(() => {
    if (hasToasts) setWanted(true)
  }, [hasToasts])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
