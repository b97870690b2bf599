import { formatCalendarDate } from '@/lib/quotes'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useFieldArray, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import {
  MAX_LONG,
  QUOTE_STATUS_LABELS,
  QUOTE_VALID_DAYS,
  quoteTitle,
  todayUtc,
  type AdminQuote,
  type PriceQuoteBody,
  type QuoteStatus,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverFieldErrors, serverMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { formatOrderDateTime } from '@/lib/order-dates'
import { adminQuoteKeys, useAdminQuote } from '../api/get-quotes'
import { usePriceQuote } from '../api/price-quote'
import {
  isClosedQuote,
  isFocusable,
  listValue,
  quoteFieldErrors,
  quoteFormSchema,
  quoteFormValues,
  quoteLineOf,
  type QuoteFormValues,
} from '../utils/quote-form'
import { Badge } from './admin-table'
import { Detail } from './detail-list'
import { QuoteLinesField } from './quote-lines-field'
import { QuoteMessageForm, QuoteMessages } from './quote-messages'
import { QuoteProductPicker } from './quote-product-picker'

/** As the shopper's account shows them: requested amber (waiting for prices), quoted blue (waiting for the customer), accepted green, declined red, expired grey. */
const STATUS_TONES: Record<QuoteStatus, 'amber' | 'blue' | 'green' | 'red' | 'slate'> = {
  requested: 'amber',
  quoted: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'slate',
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>
}

/** What a quote is worth: its subtotal once priced, else its lines at list prices, said so. */
export function QuoteValue({ quote }: { quote: AdminQuote }) {
  if (quote.subtotal !== null) return <span className="font-medium text-slate-900">{formatPrice(quote.subtotal)}</span>
  const atList = listValue(quote)
  if (atList === null) return <span className="text-slate-500">—</span>
  return (
    <span>
      <span className="text-slate-900">{formatPrice(atList)}</span> <span className="whitespace-nowrap text-xs text-slate-600">at list prices</span>
    </span>
  )
}

/**
 * A quote's dialog (?quote=<id>): the customer and their message, the lines to price (or, once
 * accepted or declined, as they were quoted), and the messages with the customer. `listed` is the
 * quote as the table has it, shown while it is read afresh.
 */
export function QuoteDialog({ quoteId, listed, onClose }: { quoteId: string | null; listed?: AdminQuote; onClose: () => void }) {
  return (
    <Dialog open={quoteId !== null} onOpenChange={(open) => !open && onClose()}>
      {quoteId !== null && <QuoteDialogContent key={quoteId} quoteId={quoteId} listed={listed} />}
    </Dialog>
  )
}

function QuoteDialogContent({ quoteId, listed }: { quoteId: string; listed?: AdminQuote }) {
  const { data, isError, error } = useAdminQuote(quoteId)
  const quote = data ?? listed
  let body: ReactNode
  if (quote) body = <QuoteDetails quote={quote} />
  else if (isError)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {serverMessage(error) ?? 'Failed to load the quote. Please try again.'}
      </p>
    )
  else body = <p className="text-sm text-slate-500">Loading quote...</p>

  return (
    <DialogContent
      size="lg"
      className="md:max-w-3xl"
      title={quote ? quoteTitle(quote.number) : 'Quote'}
      description={quote ? `Requested on ${formatOrderDateTime(quote.createdAt)} by ${quote.customer.name}` : undefined}
    >
      {body}
    </DialogContent>
  )
}

function QuoteDetails({ quote }: { quote: AdminQuote }) {
  const closed = isClosedQuote(quote.status)
  const phone = quote.customer.phone?.trim()
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        <Detail label="Status">
          <QuoteStatusBadge status={quote.status} />
        </Detail>
        <Detail label="Value">
          <QuoteValue quote={quote} />
        </Detail>
        <Detail label="Valid Until">{quote.validUntil ? formatCalendarDate(quote.validUntil) : 'Not priced yet'}</Detail>
        <Detail label="Quoted">{quote.quotedAt ? formatOrderDateTime(quote.quotedAt) : 'Not yet'}</Detail>
      </dl>

      {quote.status === 'accepted' && (
        <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          The customer accepted this quote
          {quote.orderId ? (
            <>
              {': '}
              <Link
                to={`/admin?tab=orders&order=${encodeURIComponent(quote.orderId)}`}
                className="font-semibold text-green-900 underline hover:text-green-700"
              >
                Order #{quote.orderId}
              </Link>
            </>
          ) : (
            '.'
          )}
        </p>
      )}
      {quote.status === 'declined' && (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">The customer declined this quote.</p>
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Customer</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Detail label="Name">{quote.customer.name}</Detail>
            <Detail label="Email">
              <a className="break-all text-primary-700 hover:underline" href={`mailto:${quote.customer.email}`}>
                {quote.customer.email}
              </a>
            </Detail>
            <Detail label="Phone">{phone || 'Not provided'}</Detail>
            <Detail label="Company">{quote.company || 'Not provided'}</Detail>
          </dl>
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Customer&apos;s message</h3>
          {quote.message ? (
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">{quote.message}</p>
          ) : (
            <p className="mt-2 text-sm text-slate-500">No message.</p>
          )}
        </section>
      </div>

      {closed ? <QuotedLines quote={quote} /> : <QuotePriceForm key={quote.id} quote={quote} />}

      <QuoteMessages messages={quote.messages} />
      <section>
        <h3 className="sr-only">Send a message</h3>
        <QuoteMessageForm key={quote.id} quote={quote} />
      </section>
    </div>
  )
}

/** An accepted or declined quote's lines, note and date as they were quoted: nothing to change. */
function QuotedLines({ quote }: { quote: AdminQuote }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Lines</h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table aria-label="Quote lines" className="w-full min-w-[520px] text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Product</th>
              <th scope="col" className="w-px whitespace-nowrap px-3 py-2 text-right font-semibold">Quantity</th>
              <th scope="col" className="w-px whitespace-nowrap px-3 py-2 text-right font-semibold">List Price</th>
              <th scope="col" className="w-px whitespace-nowrap px-3 py-2 text-right font-semibold">Unit Price</th>
              <th scope="col" className="w-px whitespace-nowrap px-3 py-2 text-right font-semibold">Total</th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((line) => (
              <tr key={line.productId} className="border-t border-slate-100">
                <td className="px-3 py-2 text-slate-900">{line.productName}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-500">
                  {line.listPrice === null ? '—' : formatPrice(line.listPrice)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{line.unitPrice === null ? '—' : formatPrice(line.unitPrice)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums">{line.total === null ? '—' : formatPrice(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-200">
              <th scope="row" colSpan={4} className="px-3 py-2 text-right font-semibold text-slate-900">
                Subtotal
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums">
                {quote.subtotal === null ? '—' : formatPrice(quote.subtotal)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Note</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{quote.note || 'No note.'}</p>
      </div>
    </section>
  )
}

/**
 * The prices: each line's quantity and unit price, lines removed or added, the last day the quote
 * holds and a note. Send Quote prices it (PUT) and the server e-mails the customer; the server's
 * problems show on their fields. Sending again re-prices a quoted or expired quote with a new date.
 */
function QuotePriceForm({ quote }: { quote: AdminQuote }) {
  const queryClient = useQueryClient()
  const priceQuote = usePriceQuote()
  const {
    register,
    handleSubmit,
    control,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues, unknown, PriceQuoteBody>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: quoteFormValues(quote),
  })
  const lines = useFieldArray({ control, name: 'items' })
  const chosen = new Set(lines.fields.map((line) => line.productId))

  const onSubmit = handleSubmit(async (payload) => {
    let priced: AdminQuote
    try {
      priced = await priceQuote.mutateAsync({ id: quote.id, payload })
    } catch (error) {
      const fieldErrors = quoteFieldErrors(serverFieldErrors(error), getValues('items').length)
      const focused = fieldErrors.find(isFocusable)
      fieldErrors.forEach((fieldError) => setError(fieldError.name, { type: 'server', message: fieldError.message }, { shouldFocus: fieldError === focused }))
      if (fieldErrors.length > 0) return
      const message = serverMessage(error) ?? 'Failed to send the quote. Please try again.'
      if (error instanceof ApiError && error.status === 409) {
        // The customer accepted or declined it meanwhile: the quote is read again, and shows read-only.
        toast({ title: 'Quote Not Sent', description: message, variant: 'destructive' })
        await queryClient.invalidateQueries({ queryKey: adminQuoteKeys.all })
        return
      }
      setError('root.server', { type: 'server', message })
      return
    }
    reset(quoteFormValues(priced))
    toast({
      title: 'Quote sent',
      description: `${quoteTitle(priced.number)} was e-mailed to ${priced.customer.email}; it holds until ${formatCalendarDate(priced.validUntil)}.`,
    })
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <QuoteLinesField rows={lines.fields} control={control} register={register} errors={errors.items} onRemove={lines.remove} />
      <QuoteProductPicker
        chosen={chosen}
        onPick={(product) =>
          lines.append(quoteLineOf(product), { focusName: `items.${lines.fields.length}.unitPrice` })
        }
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="quote-valid-until"
          label="Valid Until"
          hint={`The last day the customer can accept it; ${QUOTE_VALID_DAYS} days from today unless changed.`}
          error={errors.validUntil?.message}
        >
          <Input type="date" min={todayUtc()} {...register('validUntil')} />
        </FormField>
      </div>
      <FormField id="quote-note" label="Note to the customer (Optional)" hint="Sent with the prices: terms, delivery, what is included." error={errors.note?.message}>
        <Textarea rows={3} maxLength={MAX_LONG} {...register('note')} />
      </FormField>

      {errors.root?.server?.message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send Quote'}
        </Button>
      </div>
    </form>
  )
}
