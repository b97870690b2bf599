import { useId } from 'react'
import { RETURN_REASON_LABELS, type OrderReturn } from '@printshop/contract'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'

/**
 * The returns of an order, oldest first: when each was requested, its items, reason and status, and
 * the refund once staff received the items. Renders nothing for an order without returns.
 */
export function OrderReturns({
  returns,
  heading: Heading = 'h3',
  className,
}: {
  returns: OrderReturn[] | undefined
  /** The heading's level where the list sits (an order card's title is an h3). */
  heading?: 'h3' | 'h4'
  className?: string
}) {
  const headingId = useId()
  if (!returns?.length) return null
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="text-sm font-semibold text-slate-900">
        Returns
      </Heading>
      <ul className="mt-2 space-y-2">
        {returns.map((ret) => (
          <li key={ret.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">Requested on {formatOrderDate(ret.createdAt)}</p>
              <ReturnStatusBadge status={ret.status} />
            </div>
            <ul className="mt-1 break-words text-slate-700">
              {ret.items.map((item) => (
                <li key={item.productId}>
                  {item.quantity} × {item.productName}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-slate-500">
              Reason: {RETURN_REASON_LABELS[ret.reason]}
              {ret.unopened && ' (unopened)'}
            </p>
            {ret.note && <p className="mt-1 whitespace-pre-wrap break-words text-slate-500">Note: {ret.note}</p>}
            {ret.receivedAt && <p className="mt-1 text-slate-500">Received on {formatOrderDate(ret.receivedAt)}</p>}
            {ret.refundAmount !== null && <p className="mt-1 font-medium text-slate-900">Refund: {formatPrice(ret.refundAmount)}</p>}
            {ret.refundReduction && (
              <p className="mt-1 break-words text-slate-600">
                Less than the {formatPrice(ret.refundReduction.fullAmount)} the items came to: {ret.refundReduction.reason}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
