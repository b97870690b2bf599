import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Eye } from 'lucide-react'
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS, quoteTitle, type QuoteStatus } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/input'
import { formatOrderDate } from '@/lib/order-dates'
import { QUOTE_PAGE_SIZE, useQuotes } from '../api/get-quotes'
import { formatCalendarDate } from '@/lib/quotes'
import { AdminListTable, Td } from './admin-table'
import { Pager } from './pager'
import { QuoteDialog, QuoteStatusBadge, QuoteValue } from './quote-dialog'

const isStatus = (value: string): value is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(value)

/**
 * Quotes (docs/using-the-shop.md, "The staff area (/admin)"): business buyers' requests for prices,
 * newest first, by status. The open quote is kept in the address (?quote=<id>), which the e-mail
 * to staff about a new request links to.
 */
export function QuotesTab() {
  const [status, setStatus] = useState<QuoteStatus | ''>('')
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isPlaceholderData } = useQuotes({ status: status || undefined, limit: QUOTE_PAGE_SIZE, offset })
  const [searchParams, setSearchParams] = useSearchParams()
  const openId = searchParams.get('quote') || null

  const showQuote = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (id) next.set('quote', id)
        else next.delete('quote')
        return next
      },
      { replace: true },
    )

  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="quotes-heading" className="text-xl font-semibold text-slate-900">
            Quotes
          </h2>
          <p className="text-sm text-slate-600">Business buyers&apos; requests for prices: price each line, then Send Quote.</p>
        </div>
        <div>
          <label htmlFor="admin-quote-status" className="sr-only">
            Status
          </label>
          <Select
            id="admin-quote-status"
            value={status}
            className="h-11 sm:w-48"
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : '')
              setOffset(0)
            }}
          >
            <option value="">All Statuses</option>
            {QUOTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {QUOTE_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <AdminListTable
        label="Quotes"
        minWidth="min-w-[880px]"
        columns={['Quote', 'Date', 'Customer', 'Company', 'Status', 'Value']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.quotes}
        loadingText="Loading quotes..."
        errorText="Failed to load quotes. Please try again."
        emptyText={status ? `No ${QUOTE_STATUS_LABELS[status].toLowerCase()} quotes.` : 'No quotes yet.'}
        renderRow={(quote) => (
          <tr key={quote.id} className={quote.status === 'requested' ? 'bg-blue-50 hover:bg-slate-50' : 'bg-white hover:bg-slate-50'}>
            <Td className="whitespace-nowrap font-medium text-slate-900">{quoteTitle(quote.number)}</Td>
            <Td className="whitespace-nowrap">{formatOrderDate(quote.createdAt)}</Td>
            <Td>
              <p className="font-medium text-slate-900">{quote.customer.name}</p>
              <p className="whitespace-nowrap text-xs text-slate-600">{quote.customer.email}</p>
            </Td>
            <Td className="max-w-[12rem] break-words">{quote.company || '—'}</Td>
            <Td>
              <QuoteStatusBadge status={quote.status} />
              {quote.status === 'quoted' && quote.validUntil && (
                <p className="mt-1 whitespace-nowrap text-xs text-slate-600">Until {formatCalendarDate(quote.validUntil)}</p>
              )}
            </Td>
            <Td className="whitespace-nowrap">
              <QuoteValue quote={quote} />
            </Td>
            <Td sticky className="text-right">
              <Button variant="outline" size="sm" onClick={() => showQuote(quote.id)} aria-label={`View ${quoteTitle(quote.number)}`}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                View
              </Button>
            </Td>
          </tr>
        )}
      />
      {data && <Pager label="Quote pages" offset={data.offset} limit={QUOTE_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <QuoteDialog quoteId={openId} listed={data?.quotes.find((quote) => quote.id === openId)} onClose={() => showQuote(null)} />
    </section>
  )
}
