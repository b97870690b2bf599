import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

/** A programme page that is announced but not open yet, with a way to hear when it opens. */
export function ProgramComingSoon({
  title,
  icon: Icon,
  summary,
  benefits,
  action,
  note,
}: {
  title: string
  icon: LucideIcon
  summary: ReactNode
  benefits: Array<{ title: string; text: string }>
  action?: { label: string; href: string }
  note?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <section className="container py-16 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <span className="mx-auto mb-6 flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary-600">Coming Soon</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-600">{summary}</p>
        {action && (
          <a href={action.href} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
            {action.label}
          </a>
        )}
        {note && <p className="mt-4 text-sm text-slate-500">{note}</p>}
      </div>
      {benefits.length > 0 && (
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 sm:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-slate-200 p-6">
              <h2 className="font-semibold text-slate-900">{benefit.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
