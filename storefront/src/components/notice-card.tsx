import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

/** A page that only says one thing (sign in first, no such order) with its way on: a card with an icon, a heading, a line and buttons. */
export function NoticeCard({ Icon, title, text, children }: { Icon: LucideIcon; title: string; text: string; children: ReactNode }) {
  return (
    <section className="container flex justify-center py-16 lg:py-24">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        <div className="mt-6 grid gap-3">{children}</div>
      </div>
    </section>
  )
}
