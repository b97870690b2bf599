import { useState } from 'react'
import { Link } from 'react-router-dom'
import { FileText, Monitor, Printer, ScanLine, SearchX } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { buttonStyles } from '@/components/ui/button'
import { SearchField } from '@/components/ui/search-field'
import { filterManuals, MANUAL_CATEGORIES, SAMPLE_MANUALS } from '../data/manuals'

const CATEGORY_ICONS = { Printers: Printer, Scanners: ScanLine, 'POS Systems': Monitor } as const

/** /manuals: manual counts per product line and sample documents, searchable by name. */
export function ManualsPage() {
  const [search, setSearch] = useState('')
  const manuals = filterManuals(SAMPLE_MANUALS, search)

  return (
    <StaticPage
      title="Manuals & Documentation"
      intro="User manuals, setup guides and troubleshooting documents for the equipment we sell."
    >
      <SearchField
        id="manuals-search"
        label="Search manuals"
        value={search}
        onChange={setSearch}
        placeholder="Search by product or document name..."
        className="max-w-xl"
      />

      <section aria-labelledby="manual-categories-heading" className="mt-10">
        <h2 id="manual-categories-heading" className="text-xl font-semibold text-slate-900">
          Browse by Category
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {MANUAL_CATEGORIES.map(({ name, count, path, description }) => {
            const Icon = CATEGORY_ICONS[name]
            return (
              <li key={name} className="rounded-xl border border-slate-200 p-6">
                <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-slate-900">{name}</h3>
                <p className="text-sm font-medium text-primary-700">{count} manuals</p>
                <p className="mt-2 text-sm text-slate-600">{description}</p>
                <Link to={path} className="mt-3 inline-block text-sm font-medium text-primary-700 hover:underline">
                  Shop {name}
                </Link>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="downloads-heading" className="mt-12">
        <h2 id="downloads-heading" className="text-xl font-semibold text-slate-900">
          Popular Downloads
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Need one of these documents, or a manual for a specific model? Our support team sends it to you by e-mail.
        </p>
        {manuals.length > 0 ? (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {manuals.map((manual) => (
              <li key={manual.title} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex items-start gap-3">
                  <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                  <div>
                    <p className="font-medium text-slate-900">{manual.title}</p>
                    <p className="text-sm text-slate-500">
                      {manual.category} · {manual.type} · PDF
                    </p>
                  </div>
                </div>
                <Link
                  to="/support?tab=ticket"
                  className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-start sm:self-auto' })}
                >
                  Request a Copy
                  {/* The visible words start the link's name, as speech control expects. */}
                  <span className="sr-only"> of {manual.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div role="status" className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">No documents match &ldquo;{search.trim()}&rdquo;.</p>
            <p className="mt-1 text-sm text-slate-600">
              Can't find your model? <Link to="/support?tab=ticket" className="text-primary-700 underline">Ask our support team</Link>{' '}
              and we will send you the manual.
            </p>
          </div>
        )}
      </section>
    </StaticPage>
  )
}
