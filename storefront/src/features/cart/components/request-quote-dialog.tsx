import { useEffect, useRef, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router-dom'
import { CheckCircle2, LoaderCircle } from 'lucide-react'
import { z } from 'zod'
import { QUOTE_MESSAGES, quoteRequestBodySchema, quoteTitle, type Quote } from '@printshop/contract'
import { Button, buttonStyles } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatPrice } from '@/lib/format'
import { quoteAccountPath, useRequestQuote } from '@/lib/quotes'
import { lineUnitPrice, type CartItem } from '@/stores/cart-store'

/** Where a visitor signs in (or signs up) and comes back to the cart from. */
const SIGN_IN_PATH = '/login?redirect=/cart'
const SIGN_UP_PATH = '/signup?redirect=/cart'

/** Said when the request failed without the server's own words. */
export const QUOTE_REQUEST_FAILED = 'We could not send your quote request. Please try again.'

/** The dialog's own fields, as POST /api/quotes checks them; the lines are the cart's. */
const quoteFieldsSchema = quoteRequestBodySchema.pick({ message: true, company: true })
type QuoteFieldsInput = z.input<typeof quoteFieldsSchema>
type QuoteFieldsValues = z.output<typeof quoteFieldsSchema>

const QUOTE_FIELDS = ['message', 'company'] as const

/**
 * 'Request a Quote' from the cart: for a signed-in customer the cart's lines (read-only) with a
 * message and a company, sent as POST /api/quotes; once sent, what happens next and a link to the
 * quote in the account. A visitor is asked to sign in first, and comes back to the cart.
 */
export function RequestQuoteDialog({
  items,
  onClose,
  returnFocusTo,
}: {
  items: CartItem[]
  onClose: () => void
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const { user, isLoading } = useCurrentUser()
  const requestQuote = useRequestQuote()
  const sent = requestQuote.data

  return (
    <Dialog open onOpenChange={(open) => !open && !requestQuote.isPending && onClose()}>
      <DialogContent
        size="lg"
        title="Request a Quote"
        description={user || isLoading ? 'We will price these items for you and reply within one business day.' : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        {isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            Loading...
          </p>
        ) : !user ? (
          <SignInToAsk />
        ) : sent ? (
          <QuoteRequested quote={sent} />
        ) : (
          <QuoteRequestForm items={items} onSend={(body) => requestQuote.mutateAsync(body)} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function SignInToAsk() {
  return (
    <div>
      <p className="text-slate-700">{QUOTE_MESSAGES.signInToAsk}</p>
      <p className="mt-1 text-sm text-slate-500">Your cart will be waiting for you.</p>
      <DialogFooter>
        <Link to={SIGN_UP_PATH} className={buttonStyles({ variant: 'outline' })}>
          Sign Up
        </Link>
        <Link to={SIGN_IN_PATH} className={buttonStyles()}>
          Sign In
        </Link>
      </DialogFooter>
    </div>
  )
}

function QuoteRequestForm({
  items,
  onSend,
}: {
  items: CartItem[]
  onSend: (body: { items: Array<{ productId: string; quantity: number }>; message?: string; company?: string }) => Promise<Quote>
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFieldsInput, unknown, QuoteFieldsValues>({
    resolver: zodResolver(quoteFieldsSchema),
    defaultValues: { message: '', company: '' },
  })
  const problemRef = useRef<HTMLParagraphElement>(null)
  const problem = errors.root?.server?.message

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  const onSubmit = handleSubmit(async ({ message, company }) => {
    try {
      await onSend({
        items: items.map(({ productId, quantity }) => ({ productId, quantity })),
        ...(message ? { message } : {}),
        ...(company ? { company } : {}),
      })
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, QUOTE_FIELDS)) {
        setError('root.server', { type: 'server', message: serverMessage(error) ?? QUOTE_REQUEST_FAILED })
      }
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <section aria-labelledby="quote-items-heading">
        <h3 id="quote-items-heading" className="text-sm font-semibold text-slate-900">
          Items to quote
        </h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 p-3 text-sm">
              <p className="min-w-0 break-words font-medium text-slate-900">{item.product.name}</p>
              <p className="shrink-0 text-slate-600">
                Quantity: {item.quantity}
                <span className="sr-only">, </span>
                <span className="block text-xs text-slate-500">{formatPrice(lineUnitPrice(item))} each now</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <FormField
        id="quote-message"
        label="Message (optional)"
        hint="Anything that helps us price your order: quantities you may order later, delivery dates, questions."
        error={errors.message?.message}
      >
        <Textarea rows={4} {...register('message')} />
      </FormField>
      <FormField id="quote-company" label="Company (optional)" error={errors.company?.message}>
        <Input autoComplete="organization" {...register('company')} />
      </FormField>
      {problem && (
        <p ref={problemRef} tabIndex={-1} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 focus:outline-none">
          {problem}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Quote Request'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** What the shopper reads once the quote is asked for, focused so it is read out; the cart is left as it was. */
function QuoteRequested({ quote }: { quote: Quote }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div>
      <div ref={ref} tabIndex={-1} role="status" className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900 focus:outline-none">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{`${quoteTitle(quote.number)} requested`}</p>
          <p>{QUOTE_MESSAGES.requested}</p>
          <p>Your cart is unchanged. You can follow the quote and write to us about it in your account.</p>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Back to Cart</Button>
        </DialogClose>
        <Link to={quoteAccountPath(quote.id)} className={buttonStyles()}>
          {`View ${quoteTitle(quote.number)}`}
        </Link>
      </DialogFooter>
    </div>
  )
}
