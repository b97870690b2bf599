import type { ReactElement } from 'react'
import { Check, Clock } from 'lucide-react'
import { normalizeStatus, type Order } from '@printshop/contract'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { expectedDeliveryText, timelineSteps, trackingInfo } from '@/lib/order-status'

/**
 * Where an order is (docs/using-the-shop.md, "Customers and orders"): its status, the expected delivery and the four-step
 * timeline. A cancelled order shows its status only.
 */
export function TrackOrderDialog({ order, trigger }: { order: Order; trigger: ReactElement }) {
  const status = normalizeStatus(order.status)
  const steps = timelineSteps(status)
  const tracking = trackingInfo(order)

  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={`Track Order #${order.id}`} description="Follow your order from placement to delivery.">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4">
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <span>Status:</span>
            <OrderStatusBadge status={status} />
          </div>
          {status !== 'cancelled' && (
            <p className="text-sm text-slate-700">Expected delivery: {expectedDeliveryText(status)}</p>
          )}
        </div>

        {/* Only a real shipment's number is shown: a made-up one would send the customer looking for nothing. */}
        {tracking.trackingNumber && !tracking.generated && (
          <p className="mt-3 text-sm text-slate-600">
            {tracking.carrier} tracking number: <span className="font-mono text-slate-900">{tracking.trackingNumber}</span>
          </p>
        )}

        {status === 'cancelled' ? (
          <p className="mt-6 text-sm text-slate-600">This order has been cancelled.</p>
        ) : (
          <ol aria-label="Order progress" className="mt-6 space-y-0">
            {steps.map((step, index) => (
              <li key={step.key} className="relative flex gap-4 pb-6 last:pb-0">
                {index < steps.length - 1 && (
                  <span
                    aria-hidden="true"
                    className={cn('absolute left-4 top-8 h-[calc(100%-2rem)] w-0.5 -translate-x-1/2', steps[index + 1]?.done ? 'bg-primary-600' : 'bg-slate-200')}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
                    step.done ? 'bg-primary-600 text-white' : 'border-2 border-slate-200 bg-white text-slate-400',
                  )}
                >
                  {step.done ? <Check className="h-4 w-4" /> : <Clock className="h-4 w-4" />}
                </span>
                <div className="flex min-h-8 flex-wrap items-center gap-2">
                  <span className={cn('text-sm font-medium', step.done ? 'text-slate-900' : 'text-slate-500')}>{step.label}</span>
                  <span className="sr-only">{step.done ? '(done)' : '(not yet)'}</span>
                  {step.currentLabel && (
                    <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">
                      {step.currentLabel}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}

        {status === 'processing' && (
          <p className="mt-6 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            Your order is being carefully prepared. We&apos;ll send you an update once it ships.
          </p>
        )}
      </DialogContent>
    </Dialog>
  )
}
