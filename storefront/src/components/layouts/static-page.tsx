import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title'

/** A text page: a title band with an introduction, then the page's content. */
export function StaticPage({
  title,
  intro,
  lastUpdated,
  children,
}: {
  title: string
  intro?: ReactNode
  lastUpdated?: string
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <article>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro && <p className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</p>}
          {lastUpdated && <p className="mt-4 text-sm text-slate-500">Last updated: {lastUpdated}</p>}
        </div>
      </header>
      <div className="container py-10 sm:py-12">{children}</div>
    </article>
  )
}

/** A numbered-free section of a policy, readable at a comfortable line length. */
export function PolicySection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="max-w-3xl border-b border-slate-100 py-6 first:pt-0 last:border-0">
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  )
}
