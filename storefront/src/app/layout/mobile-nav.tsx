import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { Menu } from 'lucide-react'

/** Closed, open at the menu, or open with the search field focused (the header's search button). */
export type DrawerState = 'closed' | 'menu' | 'search'

// The drawer and its dialog code load when it is first opened: most visits never open it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })))

/** The menu button and the slide-out drawer of screens narrower than md. */
export function MobileNav({ state, onStateChange }: { state: DrawerState; onStateChange: (state: DrawerState) => void }) {
  const open = state !== 'closed'
  const [loaded, setLoaded] = useState(open)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (!open) return
    setLoaded(true)
    // Whoever opened it (this button or the header's search button) gets the focus back.
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])

  const close = useCallback(() => onStateChange('closed'), [onStateChange])
  const returnFocus = useCallback(() => opener.current?.focus(), [])

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onStateChange('menu')}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 md:hidden"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      {(loaded || open) && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} focusSearch={state === 'search'} onClose={close} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  )
}
