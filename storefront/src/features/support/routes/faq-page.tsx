import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Mail, MessageCircle, Phone, SearchX } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { buttonStyles } from '@/components/ui/button'
import { SearchField } from '@/components/ui/search-field'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE_HREF } from '@/lib/config'
import { FaqAccordion } from '../components/faq-list'
import { FAQ_GROUPS } from '../data/faq-page'
import { useFreeShipping } from '@/lib/shop-pricing'
import { filterFaqEntries, withShippingWords } from '../data/support-faq'

/** /faq: five groups of collapsible questions, a search over them, and ways to reach support. */
export function FaqPage() {
  const [search, setSearch] = useState('')
  const freeShipping = useFreeShipping()
  const groups = FAQ_GROUPS.map((group) => ({ ...group, entries: filterFaqEntries(withShippingWords(group.entries, freeShipping), search) })).filter(
    (group) => group.entries.length > 0,
  )

  return (
    <StaticPage title="Frequently Asked Questions" intro="Quick answers to the questions we hear most often.">
      <SearchField
        id="faq-search"
        label="Search FAQs"
        value={search}
        onChange={setSearch}
        placeholder="Search questions..."
        className="max-w-xl"
      />
      <div className="mt-10 max-w-3xl space-y-10">
        {groups.map((group) => (
          <section key={group.name} aria-label={group.name}>
            <h2 className="mb-4 text-xl font-semibold text-slate-900">{group.name}</h2>
            <FaqAccordion entries={group.entries} />
          </section>
        ))}
        {groups.length === 0 && (
          <div role="status" className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">No questions match &ldquo;{search.trim()}&rdquo;.</p>
            <p className="mt-1 text-sm text-slate-600">Try another word, or ask our support team below.</p>
          </div>
        )}
      </div>

      <section aria-labelledby="faq-help-heading" className="mt-14 rounded-2xl bg-primary-50 p-8">
        <h2 id="faq-help-heading" className="text-2xl font-semibold text-slate-900">
          Still have questions?
        </h2>
        <p className="mt-2 text-slate-600">Our support team is available {SUPPORT_HOURS}.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/support?tab=ticket" className={buttonStyles()}>
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Live Chat
          </Link>
          <a href={SUPPORT_PHONE_HREF} className={buttonStyles({ variant: 'outline' })}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call Support
          </a>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonStyles({ variant: 'outline' })}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Email Us
          </a>
        </div>
      </section>
    </StaticPage>
  )
}
