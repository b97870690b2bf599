import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A dashboard panel under the cards: white, bordered and shadowed as the cards are. */
export const panelStyles = (className?: string) => cn('min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)

/** A panel's loading or failed state, in the room its figures will take. */
export function PanelMessage({ children, tone = 'muted', className }: { children: ReactNode; tone?: 'muted' | 'error'; className?: string }) {
  return (
    <p className={cn('flex items-center justify-center text-center text-sm', tone === 'error' ? 'text-red-600' : 'text-slate-500', className)}>
      {children}
    </p>
  )
}
