import { Eye, Truck } from 'lucide-react'
import type { Order } from '@printshop/contract'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'
import { BuyAgainButton } from './buy-again-button'
import { NoOrders } from './no-orders'
import { OrderDetailsDialog } from './order-details-dialog'
import { OrderReturns } from './order-returns'
import { ReturnItemsButton } from './return-items-dialog'
import { TrackOrderDialog } from './track-order-dialog'

/** Orders tab (Order History): every order with its lines, details, tracking and returns, Buy again and Return items. */
export function OrdersTab({ orders }: { orders: Order[] }) {
  return (
    <section aria-labelledby="order-history-heading">
      <h2 id="order-history-heading" className="text-xl font-semibold text-slate-900">
        Order History
      </h2>
      {orders.length === 0 ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white">
          <NoOrders />
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {orders.map((order) => (
            <li key={order.id}>
              <article aria-labelledby={`order-${order.id}-title`} className="rounded-lg border border-slate-200 bg-white">
                <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
                  <div>
                    <h3 id={`order-${order.id}-title`} className="font-semibold text-slate-900">
                      Order #{order.id}
                    </h3>
                    <p className="text-sm text-slate-500">Placed on {formatOrderDate(order.createdAt)}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <OrderStatusBadge status={order.status} />
                    <span className="text-lg font-semibold text-slate-900">{formatPrice(order.totalAmount)}</span>
                  </div>
                </header>
                <ul className="divide-y divide-slate-100 px-5">
                  {order.items.map((item, index) => (
                    <li key={`${item.productId}-${index}`} className="flex items-center justify-between gap-4 py-3 text-sm">
                      <div className="min-w-0 break-words">
                        <p className="font-medium text-slate-900">{item.productName}</p>
                        <p className="text-slate-500">Quantity: {item.quantity}</p>
                      </div>
                      <span className="shrink-0 text-slate-900">{formatPrice(item.price)}</span>
                    </li>
                  ))}
                </ul>
                <OrderReturns returns={order.returns} heading="h4" className="border-t border-slate-200 px-5 py-4" />
                <footer className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-4">
                  <OrderDetailsDialog
                    order={order}
                    trigger={
                      <Button variant="outline" size="sm">
                        <Eye className="h-4 w-4" aria-hidden="true" />
                        View Details
                      </Button>
                    }
                  />
                  <TrackOrderDialog
                    order={order}
                    trigger={
                      <Button variant="outline" size="sm">
                        <Truck className="h-4 w-4" aria-hidden="true" />
                        Track Order
                      </Button>
                    }
                  />
                  <BuyAgainButton order={order} />
                  <ReturnItemsButton order={order} />
                </footer>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
