import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { AlertTriangle, CheckCircle2, Clock, Eye, Info, LoaderCircle, ShoppingCart, Users, XCircle } from 'lucide-react'
import { QUOTE_MESSAGES, estimateTotals, quoteTitle, type Order, type Quote, type QuoteLine, type QuoteStatus } from '@printshop/contract'
import { QuoteStatusBadge } from '@/components/quote-status-badge'
import { Button, buttonStyles } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'
import { currentQuoteStatus, formatCalendarDate, quoteCheckoutPath, useUserQuote } from '@/lib/quotes'
import { useShopPricing } from '@/lib/shop-pricing'
import { useDeclineQuote } from '../api/decline-quote'
import { colleagueAsking } from '../utils/sharing'
import { OrderDetailsDialog } from './order-details-dialog'
import { QuoteMessages } from './quote-messages'

/** The id of a quote's View button in the list, which focus goes back to when its details close. */
export const quoteViewButtonId = (quoteId: string) => `quote-${quoteId}-view`

/** Said where a price is not set yet. */
const NOT_PRICED = 'Not priced yet'

/**
 * One of the customer's quotes (the account's ?quote=): its lines with the list and the quoted
 * price, subtotal, note and last day, the messages with staff, and what can be done with it now:
 * a quoted one is accepted through the checkout or declined; an accepted one opens its order.
 * `listed` is the list's copy, shown while the quote is read again. A quote a colleague asked for
 * (the signed-in customer is `userId`) is shown read-only: only they accept, decline or write.
 */
export function QuoteDetailsDialog({
  quoteId,
  listed,
  orders,
  userId,
  onClose,
}: {
  quoteId: string
  listed: Quote | undefined
  orders: Order[]
  userId: string
  onClose: () => void
}) {
  const query = useUserQuote(quoteId)
  const quote = query.data ?? (query.data === null ? null : listed)
  const requestedOn = quote ? formatOrderDate(quote.createdAt) : ''

  let body: ReactNode
  if (quote) body = <QuoteDetails quote={quote} orders={orders} userId={userId} />
  else if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        Loading the quote...
      </p>
    )
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>We could not load this quote.</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  } else {
    body = <p className="text-sm text-slate-700">{QUOTE_MESSAGES.notFound}</p>
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={quote ? quoteTitle(quote.number) : 'Quote'}
        description={requestedOn ? `Requested on ${requestedOn}` : undefined}
        className="break-words"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          document.getElementById(quoteViewButtonId(quoteId))?.focus()
        }}
      >
        {body}
      </DialogContent>
    </Dialog>
  )
}

function QuoteDetails({ quote, orders, userId }: { quote: Quote; orders: Order[]; userId: string }) {
  const status = currentQuoteStatus(quote)
  const validUntil = formatCalendarDate(quote.validUntil)
  const askedBy = colleagueAsking(quote, userId)
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4">
        <Detail label="Status">
          <QuoteStatusBadge status={status} />
        </Detail>
        <Detail label="Valid Until">{validUntil || NOT_PRICED}</Detail>
        <Detail label="Subtotal">
          <span className="font-semibold">{quote.subtotal !== null ? formatPrice(quote.subtotal) : NOT_PRICED}</span>
        </Detail>
        {quote.company && <Detail label="Company">{quote.company}</Detail>}
        {askedBy && <Detail label="Asked By">{askedBy.name}</Detail>}
      </dl>

      {askedBy && (
        <Notice tone="muted" Icon={Users}>
          {`${askedBy.name} asked for this quote: only they can accept or decline it and write to us about it.`}
        </Notice>
      )}
      <StatusNotice quote={quote} status={status} orders={orders} userId={userId} askedBy={askedBy} />

      <section aria-labelledby="quote-items-heading" className="mt-6">
        <h3 id="quote-items-heading" className="text-sm font-semibold text-slate-900">
          Items
        </h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {quote.items.map((line) => (
            <QuoteLineRow key={line.productId} line={line} />
          ))}
        </ul>
        <p className="mt-3 flex justify-between px-3 text-sm font-semibold text-slate-900">
          <span>Subtotal</span>
          <span>{quote.subtotal !== null ? formatPrice(quote.subtotal) : NOT_PRICED}</span>
        </p>
        {quote.subtotal !== null && <QuoteEstimate subtotal={Number(quote.subtotal)} />}
      </section>

      {quote.note && (
        <section aria-labelledby="quote-note-heading" className="mt-6">
          <h3 id="quote-note-heading" className="text-sm font-semibold text-slate-900">
            Note from our team
          </h3>
          <p className="mt-2 whitespace-pre-line rounded-lg border border-slate-200 p-3 text-sm text-slate-700">{quote.note}</p>
        </section>
      )}

      {status === 'quoted' && !askedBy && <QuoteActions quote={quote} />}

      <QuoteMessages quote={quote} askedBy={askedBy} className="mt-6 border-t border-slate-200 pt-6" />
    </>
  )
}

function QuoteLineRow({ line }: { line: QuoteLine }) {
  return (
    <li className="flex items-start justify-between gap-4 p-3 text-sm">
      <div className="min-w-0 break-words">
        <p className="font-medium text-slate-900">{line.productName}</p>
        <p className="text-slate-500">Quantity: {line.quantity}</p>
        <p className="text-slate-500">
          List price: {line.listPrice !== null ? `${formatPrice(line.listPrice)} each` : 'No longer sold'}
        </p>
        <p className="text-slate-700">
          Your price: {line.unitPrice !== null ? `${formatPrice(line.unitPrice)} each` : NOT_PRICED}
        </p>
      </div>
      <p className="shrink-0 font-medium text-slate-900">
        <span className="sr-only">Line total </span>
        {line.total !== null ? formatPrice(line.total) : '—'}
      </p>
    </li>
  )
}

/**
 * What the quote's status means for the customer, in words (the badge's colour is never the only
 * sign); for a quote a colleague (`askedBy`) asked for, what it means for them.
 */
function StatusNotice({
  quote,
  status,
  orders,
  userId,
  askedBy,
}: {
  quote: Quote
  status: QuoteStatus
  orders: Order[]
  userId: string
  askedBy: { name: string } | null
}) {
  const validUntil = formatCalendarDate(quote.validUntil)
  switch (status) {
    case 'requested':
      return (
        <Notice tone="info" Icon={Clock}>
          {askedBy
            ? `We are preparing the prices and will e-mail ${askedBy.name} once they are ready.`
            : 'We are preparing your prices and will e-mail you once they are ready. You can write to us below meanwhile.'}
        </Notice>
      )
    case 'quoted':
      return (
        <Notice tone="info" Icon={Info}>
          {askedBy
            ? validUntil
              ? `These prices hold until the end of ${validUntil}.`
              : `${askedBy.name} can accept the quote to order at these prices.`
            : validUntil
              ? `These prices hold until the end of ${validUntil}. Accept the quote to order at them.`
              : 'Accept the quote to order at these prices.'}
        </Notice>
      )
    case 'expired':
      return (
        <Notice tone="warning" Icon={AlertTriangle}>
          <span className="font-semibold">{QUOTE_MESSAGES.expired}</span>
          {!askedBy && ' Write to us below if you would like new prices.'}
        </Notice>
      )
    case 'declined':
      return (
        <Notice tone="muted" Icon={XCircle}>
          {QUOTE_MESSAGES.declined}
        </Notice>
      )
    case 'accepted': {
      const order = quote.orderId ? orders.find((candidate) => candidate.id === quote.orderId) : undefined
      return (
        <Notice tone="success" Icon={CheckCircle2}>
          <span>
            {`${askedBy ? askedBy.name : 'You'} accepted this quote${quote.orderId ? `: order #${quote.orderId} was placed at these prices.` : '.'}`}
          </span>
          {quote.orderId && (
            <span className="mt-3 block">
              {order ? (
                <OrderDetailsDialog
                  order={order}
                  userId={userId}
                  trigger={
                    <Button variant="outline" size="sm">
                      <Eye className="h-4 w-4" aria-hidden="true" />
                      {`View Order #${order.id}`}
                    </Button>
                  }
                />
              ) : (
                <Link to="/account?tab=orders" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  {`View Order #${quote.orderId}`}
                </Link>
              )}
            </span>
          )}
        </Notice>
      )
    }
  }
}

const TONES = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  muted: 'border-slate-200 bg-slate-50 text-slate-700',
} as const

function Notice({ tone, Icon, children }: { tone: keyof typeof TONES; Icon: typeof Info; children: ReactNode }) {
  return (
    <div className={cn('mt-4 flex gap-2 rounded-md border p-3 text-sm', TONES[tone])}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  )
}

/** Accept and Check Out (the checkout of the quote's lines at its prices) and Decline, which asks first. */
function QuoteActions({ quote }: { quote: Quote }) {
  const declineQuote = useDeclineQuote()
  const [confirming, setConfirming] = useState(false)
  const title = quoteTitle(quote.number)

  async function onDecline() {
    try {
      await declineQuote.mutateAsync(quote.id)
      toast({ title: `${title} declined`, description: 'Thank you for letting us know.' })
    } catch (error) {
      toast({
        title: 'Quote not declined',
        description: serverMessage(error) ?? 'We could not decline the quote just now. Please try again.',
        variant: 'destructive',
      })
    }
    setConfirming(false)
  }

  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50">
            <XCircle className="h-4 w-4" aria-hidden="true" />
            Decline
          </Button>
        }
        title={`Decline ${title}?`}
        description="The quote will be closed and can no longer be accepted. You can still ask us for a new one."
        cancelLabel="Keep quote"
        confirmLabel="Decline quote"
        busyLabel="Declining..."
        busy={declineQuote.isPending}
        onConfirm={() => void onDecline()}
      />
      <Link to={quoteCheckoutPath(quote.id)} className={buttonStyles()}>
        <ShoppingCart className="h-4 w-4" aria-hidden="true" />
        Accept and Check Out
      </Link>
    </div>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  )
}

/**
 * The quote's shipping, tax and total as an estimate from Medusa's settings (the country's tax
 * rate, the cheapest shipping option that applies), as the cart estimates itself; the checkout's
 * figures are Medusa's for the address typed in.
 */
function QuoteEstimate({ subtotal }: { subtotal: number }) {
  const { data: pricing } = useShopPricing()
  if (!pricing) return <p className="mt-1 px-3 text-xs text-slate-600">Shipping and tax are added at checkout for your address.</p>
  const totals = estimateTotals(subtotal, pricing)
  return (
    <div className="mt-2 px-3 text-sm text-slate-700">
      <dl className="space-y-1" aria-label="Estimated total">
        <div className="flex justify-between">
          <dt>Estimated shipping</dt>
          <dd>{totals.shipping === 0 ? 'FREE' : formatPrice(totals.shipping)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{`Estimated tax (${pricing.taxRate}%)`}</dt>
          <dd>{formatPrice(totals.tax)}</dd>
        </div>
        <div className="flex justify-between font-semibold text-slate-900">
          <dt>Estimated total</dt>
          <dd>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">Shipping and tax are final at checkout, for your address and the shipping you choose.</p>
    </div>
  )
}
