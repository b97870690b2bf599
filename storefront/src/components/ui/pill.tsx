import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The colours a pill comes in. */
export type PillTone = 'green' | 'red' | 'amber' | 'blue' | 'violet' | 'slate'

const TONES: Record<PillTone, string> = {
  green: 'border-green-200 bg-green-100 text-green-800',
  red: 'border-red-200 bg-red-100 text-red-800',
  amber: 'border-amber-200 bg-amber-100 text-amber-800',
  blue: 'border-blue-200 bg-blue-100 text-blue-800',
  violet: 'border-violet-200 bg-violet-100 text-violet-800',
  slate: 'border-slate-200 bg-slate-100 text-slate-700',
}

/**
 * A small coloured label that names what it marks (a status, stock): the colour is never the only
 * sign. `title` says in full what a short label stands for, on hover.
 */
export function Pill({ tone, className, title, children }: { tone: PillTone; className?: string; title?: string; children: ReactNode }) {
  return (
    <span title={title} className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>
      {children}
    </span>
  )
}
