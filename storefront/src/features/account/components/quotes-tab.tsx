import { Link } from 'react-router-dom'
import { Eye, FileText, LoaderCircle } from 'lucide-react'
import { quoteTitle, type Order, type Quote } from '@printshop/contract'
import { QuoteStatusBadge } from '@/components/quote-status-badge'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'
import { currentQuoteStatus, formatCalendarDate } from '@/lib/quotes'
import { useUserQuotes } from '../api/get-user-quotes'
import { colleagueAsking } from '../utils/sharing'
import { QuoteDetailsDialog, quoteViewButtonId } from './quote-details-dialog'

/** Units on a quote, e.g. '12 items'. */
export function quoteItemCount(quote: Pick<Quote, 'items'>): string {
  const count = quote.items.reduce((sum, line) => sum + line.quantity, 0)
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

/**
 * Quotes tab: the customer's quotes, newest first, each with its status, size, subtotal once
 * priced and last day. One is opened by `openQuoteId` (the account's ?quote=, which the e-mails
 * link to) and closed with `onOpenQuote(null)`. A company's members see each other's quotes too: a
 * colleague's says who asked for it, and only they accept it, decline it or write about it.
 */
export function QuotesTab({
  orders,
  userId,
  openQuoteId,
  onOpenQuote,
}: {
  /** The customer's orders: an accepted quote opens its order's details. */
  orders: Order[]
  /** The signed-in customer's id: a quote another member asked for is read-only. */
  userId: string
  openQuoteId: string | null
  onOpenQuote: (id: string | null) => void
}) {
  const quotesQuery = useUserQuotes()
  const quotes = quotesQuery.data ?? []

  return (
    <section aria-labelledby="quotes-heading">
      <h2 id="quotes-heading" className="text-xl font-semibold text-slate-900">
        Quotes
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Prices we prepared for you. Ask for one from your cart or from the{' '}
        <Link to="/business" className="font-medium text-primary-600 hover:text-primary-700">
          Business
        </Link>{' '}
        page.
      </p>

      {quotesQuery.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-500">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          Loading your quotes...
        </p>
      ) : quotesQuery.isError ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>We could not load your quotes.</span>
          <Button variant="outline" size="sm" onClick={() => void quotesQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : quotes.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <FileText className="h-8 w-8 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">No quotes yet.</p>
          <p className="mt-1 text-sm text-slate-500">Buying in quantity? Use Request a Quote in your cart and we will price it for you.</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <QuoteCard quote={quote} userId={userId} onOpen={() => onOpenQuote(quote.id)} />
            </li>
          ))}
        </ul>
      )}

      {openQuoteId !== null && (
        <QuoteDetailsDialog
          quoteId={openQuoteId}
          listed={quotes.find((quote) => quote.id === openQuoteId)}
          orders={orders}
          userId={userId}
          onClose={() => onOpenQuote(null)}
        />
      )}
    </section>
  )
}

function QuoteCard({ quote, userId, onOpen }: { quote: Quote; userId: string; onOpen: () => void }) {
  const status = currentQuoteStatus(quote)
  const askedBy = colleagueAsking(quote, userId)
  const title = quoteTitle(quote.number)
  const validUntil = formatCalendarDate(quote.validUntil)
  return (
    <article aria-labelledby={`quote-${quote.id}-title`} className="rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <h3 id={`quote-${quote.id}-title`} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-500">Requested on {formatOrderDate(quote.createdAt)}</p>
          {askedBy && <p className="break-words text-sm text-slate-500">{`Asked by ${askedBy.name}`}</p>}
        </div>
        <div className="flex items-center gap-3">
          <QuoteStatusBadge status={status} />
          {quote.subtotal !== null && (
            <span className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Subtotal </span>
              {formatPrice(quote.subtotal)}
            </span>
          )}
        </div>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li>{quoteItemCount(quote)}</li>
          {status === 'requested' && <li>Waiting for our prices</li>}
          {validUntil && status !== 'accepted' && status !== 'declined' && (
            <li>{status === 'expired' ? `Was valid until ${validUntil}` : `Valid until ${validUntil}`}</li>
          )}
          {status === 'accepted' && quote.orderId && <li>{`Order #${quote.orderId}`}</li>}
        </ul>
        <Button id={quoteViewButtonId(quote.id)} variant="outline" size="sm" onClick={onOpen}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {`View ${title}`}
        </Button>
      </div>
    </article>
  )
}
