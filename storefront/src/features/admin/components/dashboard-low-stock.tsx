import { useId } from 'react'
import { LOW_STOCK_THRESHOLD, type AdminSales } from '@printshop/contract'
import { Badge } from './admin-table'
import { PanelMessage, panelStyles } from './dashboard-panel'
import { WaitingPill } from './waiting-pill'

/** More items than this and the list scrolls in its own box (which then takes the keyboard's focus, to scroll). */
const SCROLL_AFTER = 6

/**
 * The products with LOW_STOCK_THRESHOLD units or fewer, fewest first, from GET /api/admin/sales,
 * each with how many shoppers wait for its back-in-stock e-mail.
 */
export function DashboardLowStock({ sales, isError }: { sales: AdminSales | undefined; isError: boolean }) {
  const headingId = useId()
  const more = sales ? Math.max(0, sales.lowStockCount - sales.lowStock.length) : 0
  const scrolls = sales !== undefined && sales.lowStock.length > SCROLL_AFTER

  let body
  if (!sales) {
    body = isError ? (
      <PanelMessage tone="error" className="h-32">
        The low-stock list could not be loaded.
      </PanelMessage>
    ) : (
      <PanelMessage className="h-32">Loading…</PanelMessage>
    )
  } else if (sales.lowStock.length === 0) {
    body = <PanelMessage className="h-32">Every product has more than {LOW_STOCK_THRESHOLD} in stock.</PanelMessage>
  } else {
    body = (
      <>
        <div
          // A box that scrolls is reachable by keyboard, and named for who lands on it.
          {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-labelledby': headingId } : {})}
          className={
            scrolls
              ? 'mt-3 max-h-96 overflow-y-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600'
              : 'mt-3'
          }
        >
          <ul className="divide-y divide-slate-100">
            {sales.lowStock.map((product) => (
              <li key={product.id} className="flex items-start justify-between gap-3 py-2.5 pr-1 text-sm">
                <span className="min-w-0 break-words font-medium text-slate-900">
                  {product.name}
                  {!product.published && (
                    <>
                      {' '}
                      <Badge tone="slate">Draft</Badge>
                    </>
                  )}
                </span>
                <span className="flex shrink-0 flex-wrap justify-end gap-1">
                  <WaitingPill count={product.stockAlerts} />
                  <Badge tone={product.stockQuantity === 0 ? 'red' : 'amber'}>
                    {product.stockQuantity === 0 ? 'Out of stock' : `${product.stockQuantity} left`}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {more > 0 && (
          <p className="mt-2 border-t border-slate-100 pt-2 text-sm text-slate-500">
            and {more} more ({sales.lowStock.length} of {sales.lowStockCount} shown)
          </p>
        )}
      </>
    )
  }

  return (
    <section aria-labelledby={headingId} className={panelStyles()}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Low stock
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        {sales && sales.lowStockCount > 0
          ? `${sales.lowStockCount} ${sales.lowStockCount === 1 ? 'product' : 'products'} with ${LOW_STOCK_THRESHOLD} or fewer left`
          : `Products with ${LOW_STOCK_THRESHOLD} or fewer left`}
      </p>
      {body}
    </section>
  )
}
