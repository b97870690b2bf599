import { forwardRef, useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Link, useSearchParams } from 'react-router-dom'
import { ChevronRight, Info, LoaderCircle, PackageSearch, Search } from 'lucide-react'
import { trackOrderBodySchema, type Order } from '@printshop/contract'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { PageSpinner } from '@/components/page-spinner'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'
import { matchesOrderNumber } from '@/lib/order-status'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useUserOrders } from '../api/get-user-orders'
import { useTrackOrder } from '../api/track-order'
import { OrderTrackingCard, TrackingSummaryCard } from './tracking-details'

/** Recent orders offered to a signed-in customer. */
export const RECENT_ORDER_COUNT = 5
const ORDER_NUMBER_REQUIRED = 'Please enter your order number'
const NOT_FOUND_FOR_VISITOR = 'We could not find an order with that number and email address.'

/** Strips what shoppers often type around the number ('#1042 ' -> '1042'). */
function normalizeOrderNumber(input: string): string {
  return input.trim().replace(/^#/, '')
}

/**
 * /track: a signed-in customer looks up their own orders (full details); a visitor gives the
 * order number and the order's e-mail and sees status and dates only
 * (POST /api/orders/track, docs/api.md).
 * `?order=` prefills the number, and `?email=` (the shipped e-mail's link) the visitor's e-mail.
 */
export function TrackOrderPage() {
  useDocumentTitle('Track Your Order')
  const { user, isLoading } = useCurrentUser()
  const [searchParams] = useSearchParams()
  const initialOrderNumber = searchParams.get('order') ?? ''
  const initialEmail = searchParams.get('email') ?? ''

  return (
    <div className="container max-w-4xl py-8 lg:py-12">
      <div className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <PackageSearch className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Track Your Order</h1>
        <p className="mt-2 text-slate-600">Enter your order number to see where your order is and when it will arrive.</p>
      </div>
      <div className="mt-8">
        {isLoading ? (
          <PageSpinner />
        ) : user ? (
          <CustomerTracking initialOrderNumber={initialOrderNumber} />
        ) : (
          <VisitorTracking initialOrderNumber={initialOrderNumber} initialEmail={initialEmail} />
        )}
      </div>
    </div>
  )
}

/** Moves focus to a result heading after each lookup the shopper starts, so the answer is read out. */
function useFocusAfterLookup<T extends HTMLElement>(lookupCount: number) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (lookupCount > 0) ref.current?.focus()
  }, [lookupCount])
  return ref
}

function CustomerTracking({ initialOrderNumber }: { initialOrderNumber: string }) {
  const ordersQuery = useUserOrders()
  const orders = ordersQuery.data ?? []
  const [input, setInput] = useState(initialOrderNumber)
  const [inputError, setInputError] = useState<string>()
  // The number last looked up; a prefilled number is looked up as soon as the orders are in.
  const [lookedUp, setLookedUp] = useState(normalizeOrderNumber(initialOrderNumber))
  const [lookupCount, setLookupCount] = useState(0)
  const resultRef = useFocusAfterLookup<HTMLHeadingElement>(lookupCount)

  function lookUp(value: string) {
    const orderNumber = normalizeOrderNumber(value)
    if (!orderNumber) {
      // The answer to the previous number would sit beside the new error: it goes.
      setInputError(ORDER_NUMBER_REQUIRED)
      setLookedUp('')
      return
    }
    setInputError(undefined)
    setLookedUp(orderNumber)
    setLookupCount((count) => count + 1)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    lookUp(input)
  }

  function onPickRecent(order: Order) {
    setInput(order.id)
    lookUp(order.id)
  }

  const match = lookedUp ? orders.find((order) => matchesOrderNumber(order.id, lookedUp)) : undefined

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} aria-label="Find your order" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField id="track-order-number" label="Order Number" error={inputError} className="flex-1">
            <Input value={input} onChange={(event) => setInput(event.target.value)} placeholder="e.g. 1042" autoComplete="off" />
          </FormField>
          <Button type="submit" className="sm:mt-7">
            <Search className="h-4 w-4" aria-hidden="true" />
            Track Order
          </Button>
        </div>
      </form>

      {lookedUp &&
        (ordersQuery.isLoading ? (
          <PageSpinner label="Looking up your order..." />
        ) : match ? (
          <OrderTrackingCard ref={resultRef} order={match} />
        ) : (
          <LookupFailure
            ref={resultRef}
            title="Order not found"
            text={`We could not find order #${lookedUp} in your account. Check the number in your order confirmation, or pick one of your recent orders below.`}
          />
        ))}

      <RecentOrders orders={orders} loading={ordersQuery.isLoading} selectedId={match?.id} onPick={onPickRecent} />
    </div>
  )
}

const LookupFailure = forwardRef<HTMLHeadingElement, { title: string; text: string }>(function LookupFailure({ title, text }, ref) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-sm text-amber-900">
      <h2 ref={ref} tabIndex={-1} className="font-semibold focus:outline-none">
        {title}
      </h2>
      <p className="mt-1">{text}</p>
    </div>
  )
})

function RecentOrders({
  orders,
  loading,
  selectedId,
  onPick,
}: {
  orders: Order[]
  loading: boolean
  selectedId: string | undefined
  onPick: (order: Order) => void
}) {
  return (
    <section aria-labelledby="recent-orders-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="recent-orders-heading" className="text-lg font-semibold text-slate-900">
        Your Recent Orders
      </h2>
      {loading ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          Loading your orders...
        </p>
      ) : orders.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          You have not placed any orders yet.{' '}
          <Link to="/products" className="font-medium text-primary-600 hover:text-primary-700">
            Start shopping
          </Link>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {orders.slice(0, RECENT_ORDER_COUNT).map((order) => (
            <li key={order.id}>
              <button
                type="button"
                onClick={() => onPick(order)}
                aria-current={order.id === selectedId ? 'true' : undefined}
                aria-label={`Track order #${order.id}`}
                className="flex w-full items-center gap-3 rounded-md px-2 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 aria-[current=true]:bg-primary-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">Order #{order.id}</span>
                  <span className="block text-sm text-slate-500">{formatOrderDate(order.createdAt)}</span>
                </span>
                <OrderStatusBadge status={order.status} />
                <span className="hidden w-24 text-right text-sm font-medium text-slate-900 sm:block">{formatPrice(order.totalAmount)}</span>
                <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The body of POST /api/orders/track; an empty order number gets the page's own words. */
const visitorLookupSchema = trackOrderBodySchema.extend({
  orderNumber: z.string().trim().min(1, ORDER_NUMBER_REQUIRED).pipe(trackOrderBodySchema.shape.orderNumber),
})

type VisitorLookup = z.infer<typeof visitorLookupSchema>

function lookupFailure(error: unknown): { title: string; text: string } {
  if (error instanceof ApiError && error.status === 404) {
    return { title: 'Order not found', text: serverMessage(error) ?? NOT_FOUND_FOR_VISITOR }
  }
  if (error instanceof ApiError && error.status === 400) {
    return { title: 'Please check your details', text: serverMessage(error) ?? 'Please check the order number and email address.' }
  }
  // e.g. 429 when too many lookups came from this address: the server says when to try again.
  return { title: 'Something went wrong', text: serverMessage(error) ?? 'We could not look up your order just now. Please try again.' }
}

function VisitorTracking({ initialOrderNumber, initialEmail }: { initialOrderNumber: string; initialEmail: string }) {
  const trackOrder = useTrackOrder()
  const [lookupCount, setLookupCount] = useState(0)
  const resultRef = useFocusAfterLookup<HTMLHeadingElement>(lookupCount)
  const { register, handleSubmit, formState } = useForm<VisitorLookup>({
    resolver: zodResolver(visitorLookupSchema),
    defaultValues: { orderNumber: initialOrderNumber, email: initialEmail },
  })

  function onSubmit({ orderNumber, email }: VisitorLookup) {
    trackOrder.mutate(
      { orderNumber: normalizeOrderNumber(orderNumber), email },
      { onSettled: () => setLookupCount((count) => count + 1) },
    )
  }

  return (
    <div className="space-y-6">
      <form
        noValidate
        // An invalid submit clears the previous lookup's answer, so only the field errors remain.
        onSubmit={(event) => void handleSubmit(onSubmit, () => trackOrder.reset())(event)}
        aria-label="Find your order"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="track-order-number" label="Order Number" error={formState.errors.orderNumber?.message}>
            <Input placeholder="e.g. 1042" autoComplete="off" {...register('orderNumber')} />
          </FormField>
          <FormField
            id="track-email"
            label="Email Address"
            hint="The e-mail address used for the order"
            error={formState.errors.email?.message}
          >
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        </div>
        <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={trackOrder.isPending}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {trackOrder.isPending ? 'Tracking...' : 'Track Order'}
        </Button>
      </form>

      {trackOrder.isError && <LookupFailure ref={resultRef} {...lookupFailure(trackOrder.error)} />}
      {trackOrder.isSuccess && <TrackingSummaryCard ref={resultRef} summary={trackOrder.data} />}

      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary-600" aria-hidden="true" />
        <span>
          <Link to="/login?redirect=/track" className="font-medium text-primary-600 hover:text-primary-700">
            Sign in
          </Link>{' '}
          to see the full details of your orders, including items, totals and tracking numbers.
        </span>
      </p>
    </div>
  )
}
