import { forwardRef, type ReactNode } from 'react'
import { CheckCircle2, Circle, Clock, Package, Truck, XCircle } from 'lucide-react'
import { normalizeStatus, type Order, type OrderTrackingSummary } from '@printshop/contract'
import { CancelOrderButton } from '@/components/cancel-order-button'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { formatOrderDate, formatOrderDateTime } from '@/lib/order-dates'
import { expectedDeliveryText, timelineSteps, trackingInfo, type TimelineStepKey } from '@/lib/order-status'

/** The server's estimate when it has one (a date or a text), else the usual window. */
function expectedDelivery(order: Pick<Order, 'status' | 'estimatedDelivery'>): string {
  if (normalizeStatus(order.status) === 'delivered' || !order.estimatedDelivery) return expectedDeliveryText(order.status)
  return formatOrderDate(order.estimatedDelivery) || order.estimatedDelivery
}

const STEP_ICONS: Record<TimelineStepKey, typeof Package> = {
  placed: CheckCircle2,
  processing: Clock,
  shipped: Truck,
  delivered: Package,
}

/** Order Placed, Processing, Shipped, Delivered; a cancelled order shows its status only. */
export function TrackingTimeline({ status }: { status: string }) {
  const steps = timelineSteps(status)
  if (steps.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        <XCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
        This order has been cancelled.
      </p>
    )
  }
  return (
    <>
      <ol aria-label="Order progress" className="grid gap-4 sm:grid-cols-4">
        {steps.map(({ key, label, done, currentLabel }) => {
          const Icon = done ? STEP_ICONS[key] : Circle
          return (
            <li key={key} className="flex items-center gap-3 sm:flex-col sm:text-center">
              <span
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
                  done ? 'bg-emerald-100 text-emerald-600' : 'bg-slate-100 text-slate-400',
                  currentLabel && 'ring-2 ring-emerald-500 ring-offset-2',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span>
                <span className={cn('block text-sm font-medium', done ? 'text-slate-900' : 'text-slate-500')}>
                  {label}
                  <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
                </span>
                {currentLabel && <span className="block text-xs font-semibold text-emerald-700">{currentLabel}</span>}
              </span>
            </li>
          )
        })}
      </ol>
      {normalizeStatus(status) === 'processing' && (
        <p className="mt-4 rounded-md bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
          Your order is being carefully prepared. We will send you an update as soon as it ships.
        </p>
      )}
    </>
  )
}

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  )
}

const cardClasses = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

/** The heading of a result card: it takes focus after a lookup so the result is read out. */
const ResultHeading = forwardRef<HTMLHeadingElement, { orderId: string; status: string }>(function ResultHeading(
  { orderId, status },
  ref,
) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        Order #{orderId}
      </h2>
      <OrderStatusBadge status={status} />
    </div>
  )
})

/** What a signed-in customer sees of their own order; they may cancel it within the hour, before it ships. */
export const OrderTrackingCard = forwardRef<HTMLHeadingElement, { order: Order }>(function OrderTrackingCard({ order }, ref) {
  const cancelled = normalizeStatus(order.status) === 'cancelled'
  const tracking = trackingInfo(order)
  return (
    <section aria-label={`Order ${order.id}`} className={cardClasses}>
      <ResultHeading ref={ref} orderId={order.id} status={order.status} />
      <p className="mt-1 text-sm text-slate-600">Placed on {formatOrderDate(order.createdAt)}</p>
      {order.shippingMethod && <p className="text-sm text-slate-600">Shipping method: {order.shippingMethod}</p>}

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Detail label="Total">{formatPrice(order.totalAmount)}</Detail>
        {!cancelled && (
          <>
            <Detail label="Carrier">{tracking.carrier}</Detail>
            <Detail label="Tracking Number" className="col-span-2 lg:col-span-1">
              <span className="break-all">{tracking.trackingNumber ?? 'Not provided'}</span>
              {tracking.generated && <span className="block text-xs font-normal text-slate-600">Active once your order ships</span>}
            </Detail>
            <Detail label="Expected Delivery">{expectedDelivery(order)}</Detail>
          </>
        )}
      </dl>

      <div className="mt-6">
        <TrackingTimeline status={order.status} />
      </div>

      <h3 className="mt-6 text-sm font-semibold text-slate-900">Items</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <span className="min-w-0 break-words text-slate-900">
              {item.productName} <span className="text-slate-500">× {item.quantity}</span>
            </span>
            <span className="shrink-0 font-medium text-slate-900">{formatPrice(item.total)}</span>
          </li>
        ))}
      </ul>

      {/* Empty, and so hidden, once the order can no longer be cancelled online. */}
      <div className="mt-6 flex flex-wrap justify-end gap-2 empty:hidden">
        <CancelOrderButton order={order} />
      </div>

      {order.trackingEvents.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Tracking History</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {order.trackingEvents.map((event) => (
              <li key={`${event.timestamp}-${event.status}`} className="flex flex-wrap justify-between gap-2 text-slate-600">
                <span>
                  <span className="font-medium text-slate-900">{event.status}</span>
                  {event.location && ` - ${event.location}`}
                </span>
                <span>{formatOrderDateTime(event.timestamp)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
})

/** What a visitor sees after a lookup by order number and e-mail: status and dates only. */
export const TrackingSummaryCard = forwardRef<HTMLHeadingElement, { summary: OrderTrackingSummary }>(function TrackingSummaryCard(
  { summary },
  ref,
) {
  const cancelled = normalizeStatus(summary.status) === 'cancelled'
  return (
    <section aria-label={`Order ${summary.id}`} className={cardClasses}>
      <ResultHeading ref={ref} orderId={summary.id} status={summary.status} />
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Detail label="Placed On">{formatOrderDate(summary.createdAt)}</Detail>
        <Detail label="Last Update">{formatOrderDateTime(summary.updatedAt)}</Detail>
        {!cancelled && <Detail label="Expected Delivery">{expectedDelivery(summary)}</Detail>}
      </dl>
      <div className="mt-6">
        <TrackingTimeline status={summary.status} />
      </div>
    </section>
  )
})
