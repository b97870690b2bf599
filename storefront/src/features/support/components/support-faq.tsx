import { useState } from 'react'
import { SearchX } from 'lucide-react'
import { SearchField } from '@/components/ui/search-field'
import { cn } from '@/lib/cn'
import { useFreeShipping } from '@/lib/shop-pricing'
import { filterFaqEntries, SUPPORT_FAQ, withShippingWords } from '../data/support-faq'

/** The FAQ tab of /support: a category at a time ('Orders & Shipping' first), searchable. */
export function SupportFaq() {
  const [categoryName, setCategoryName] = useState(SUPPORT_FAQ[0]!.name)
  const [search, setSearch] = useState('')
  const category = SUPPORT_FAQ.find((item) => item.name === categoryName) ?? SUPPORT_FAQ[0]!
  const entries = filterFaqEntries(withShippingWords(category.entries, useFreeShipping()), search)

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="FAQ categories" className="min-w-0">
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {SUPPORT_FAQ.map((item) => {
            const selected = item.name === category.name
            return (
              <li key={item.name}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategoryName(item.name)}
                  className={cn(
                    'w-full whitespace-nowrap rounded-md px-4 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600',
                    selected ? 'bg-primary-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {item.name}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <section aria-labelledby="support-faq-heading" className="min-w-0">
        <h2 id="support-faq-heading" className="text-xl font-semibold text-slate-900">
          {category.name}
        </h2>
        <SearchField
          id="support-faq-search"
          label="Search questions"
          value={search}
          onChange={setSearch}
          placeholder={`Search ${category.name} questions...`}
          className="mt-4"
        />
        {entries.length > 0 ? (
          <ul className="mt-6 space-y-4">
            {entries.map((entry) => (
              <li key={entry.question} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{entry.question}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{entry.answer}</p>
              </li>
            ))}
          </ul>
        ) : (
          <div role="status" className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">
              No questions in {category.name} match &ldquo;{search.trim()}&rdquo;.
            </p>
            <p className="mt-1 text-sm text-slate-600">Try another word, pick another category, or submit a support ticket.</p>
          </div>
        )}
      </section>
    </div>
  )
}
