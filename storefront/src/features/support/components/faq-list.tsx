import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { FaqEntry } from '../data/support-faq'

/** Collapsible questions; each opens and closes on its own, independently of the others. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())

  function toggle(question: string) {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(question)) next.delete(question)
      else next.add(question)
      return next
    })
  }

  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry, index) => {
        const expanded = open.has(entry.question)
        const panelId = `${baseId}-${index}`
        return (
          <li key={entry.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.question)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary-600"
              >
                {entry.question}
                <ChevronDown
                  className={cn('h-5 w-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="px-5 pb-5 leading-relaxed text-slate-600">
              {entry.answer}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
