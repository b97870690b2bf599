import { Link } from 'react-router-dom'
import { Calendar, DollarSign, ListOrdered, Package, type LucideIcon } from 'lucide-react'
import type { Order, User } from '@printshop/contract'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Button, buttonStyles } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'
import { itemCountText, memberSinceYear, totalSpentText } from '../utils/account-summary'
import { ownOrders } from '../utils/sharing'
import { NoOrders } from './no-orders'
import { OrderDetailsDialog } from './order-details-dialog'

/** How many of the newest orders the overview lists. */
export const RECENT_ORDER_COUNT = 3

/**
 * Overview tab: three figures, the way to the Quick Order page and the most recent orders. The
 * figures are the customer's own orders' (a company's members see each other's orders, which are
 * not what they spent); the recent orders are the list's, colleagues' included.
 */
export function OverviewTab({ user, orders, onShowAllOrders }: { user: User; orders: Order[]; onShowAllOrders: () => void }) {
  const recent = orders.slice(0, RECENT_ORDER_COUNT)
  const own = ownOrders(orders, user.id)
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard Icon={Package} label="Total Orders" value={String(own.length)} />
        <StatCard Icon={DollarSign} label="Total Spent" value={totalSpentText(own)} />
        <StatCard Icon={Calendar} label="Member Since" value={String(memberSinceYear(user.createdAt))} />
      </dl>

      <section
        aria-labelledby="quick-order-heading"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="quick-order-heading" className="text-lg font-semibold text-slate-900">
            Order by SKU
          </h2>
          <p className="text-sm text-slate-600">Paste SKUs or upload a CSV file, and add every item to your cart at once.</p>
        </div>
        <Link to="/quick-order" className={buttonStyles({ variant: 'outline', size: 'sm', className: 'shrink-0 self-start sm:self-auto' })}>
          <ListOrdered className="h-4 w-4" aria-hidden="true" />
          Quick Order
        </Link>
      </section>

      <section aria-labelledby="recent-orders-heading" className="rounded-lg border border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id="recent-orders-heading" className="text-lg font-semibold text-slate-900">
            Recent Orders
          </h2>
          {orders.length > RECENT_ORDER_COUNT && (
            <Button variant="ghost" size="sm" onClick={onShowAllOrders}>
              View All Orders
            </Button>
          )}
        </div>
        {recent.length === 0 ? (
          <NoOrders />
        ) : (
          <ul className="divide-y divide-slate-200">
            {recent.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">#{order.id}</p>
                  <p className="text-sm text-slate-500">
                    {formatOrderDate(order.createdAt)} · {itemCountText(order)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <OrderStatusBadge status={order.status} />
                  <span className="font-semibold text-slate-900">{formatPrice(order.totalAmount)}</span>
                  <OrderDetailsDialog
                    order={order}
                    userId={user.id}
                    trigger={
                      <Button variant="outline" size="sm" aria-label={`View order #${order.id}`}>
                        View
                      </Button>
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function StatCard({ Icon, label, value }: { Icon: LucideIcon; label: string; value: string }) {
  // A <dl>'s groups may hold only <dt> and <dd>: the icon sits inside the term, placed beside both.
  return (
    <div className="relative rounded-lg border border-slate-200 bg-white p-5 pl-20">
      <dt className="text-sm text-slate-500">
        <span className="absolute left-5 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  )
}
