import { Eye, Truck, Undo2, X } from "lucide-react";
import { todayUtc, type Order } from "@printshop/contract";
import { InvoiceStatusBadge } from "@/components/invoice-status-badge";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/format";
import { invoiceStatus } from "@/lib/invoices";
import { formatOrderDate } from "@/lib/order-dates";
import { CancelOrderButton } from "@/components/cancel-order-button";
import { BuyAgainButton } from "./buy-again-button";
import { NoOrders } from "./no-orders";
import { OrderDetailsDialog } from "./order-details-dialog";
import { OrderReturns } from "./order-returns";
import { ReturnItemsButton } from "./return-items-dialog";
import { TrackOrderDialog } from "./track-order-dialog";
import { placedByColleague } from "../utils/sharing";

/** The returns-only view without a return: names the order card's Return items button (return-items-dialog.tsx). */
const NO_RETURNS_TEXT =
  "You have no returns yet. To return items, open a delivered order and choose 'Return items'.";

/**
 * Orders tab (Order History): every order with its lines, details, tracking and returns, Buy again and Return items.
 * With `onlyReturns` (the account's ?show=returns), only the orders with at least one return, and a way back to all.
 * A company's members see each other's orders too: a colleague's says who placed it, and only they
 * cancel it or return its items. An invoice past its due day unpaid is marked Overdue. One order's
 * details are opened by `openOrderId` (the account's ?order=, which the e-mails link to:
 * accountOrderPath) and `onOpenOrder` opens or closes them.
 */
export function OrdersTab({
  orders,
  userId,
  onlyReturns = false,
  onShowAllOrders,
  openOrderId = null,
  onOpenOrder,
}: {
  orders: Order[];
  /** The signed-in customer's id: an order of another id is a colleague's. */
  userId: string;
  onlyReturns?: boolean;
  /** Leaves the returns-only view. */
  onShowAllOrders?: () => void;
  /** The order whose details are open, by its number. */
  openOrderId?: string | null;
  onOpenOrder?: (orderNumber: string | null) => void;
}) {
  const shown = onlyReturns
    ? orders.filter((order) => (order.returns?.length ?? 0) > 0)
    : orders;
  const today = todayUtc();
  const missing =
    openOrderId !== null && !orders.some((order) => order.id === openOrderId);
  const showAll = (
    <Button variant="outline" size="sm" onClick={onShowAllOrders}>
      Show all orders
    </Button>
  );
  return (
    <section aria-labelledby="order-history-heading">
      <h2
        id="order-history-heading"
        className="text-xl font-semibold text-slate-900"
      >
        Order History
      </h2>
      {missing && (
        <div
          role="alert"
          className="mt-4 flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span>{`We could not find order #${openOrderId} in your account.`}</span>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => onOpenOrder?.(null)}
            className="shrink-0 rounded p-0.5 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
      {onlyReturns && shown.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">Showing orders with returns.</p>
          {showAll}
        </div>
      )}
      {onlyReturns && shown.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Undo2 className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="mt-4 text-sm text-slate-600">{NO_RETURNS_TEXT}</p>
          <div className="mt-6">{showAll}</div>
        </div>
      ) : orders.length === 0 ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white">
          <NoOrders />
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {shown.map((order) => (
            <li key={order.id}>
              <article
                aria-labelledby={`order-${order.id}-title`}
                className="rounded-lg border border-slate-200 bg-white"
              >
                <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
                  <div>
                    <h3
                      id={`order-${order.id}-title`}
                      className="font-semibold text-slate-900"
                    >
                      Order #{order.id}
                    </h3>
                    <p className="text-sm text-slate-500">
                      Placed on {formatOrderDate(order.createdAt)}
                    </p>
                    {placedByColleague(order, userId) && (
                      <p className="break-words text-sm text-slate-500">
                        Placed by {order.customerName}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    {invoiceStatus(order, today) === "overdue" && (
                      <InvoiceStatusBadge status="overdue" />
                    )}
                    <OrderStatusBadge status={order.status} />
                    <span className="text-lg font-semibold text-slate-900">
                      {formatPrice(order.totalAmount)}
                    </span>
                  </div>
                </header>
                <ul className="divide-y divide-slate-100 px-5">
                  {order.items.map((item, index) => (
                    <li
                      key={`${item.productId}-${index}`}
                      className="flex items-center justify-between gap-4 py-3 text-sm"
                    >
                      <div className="min-w-0 break-words">
                        <p className="font-medium text-slate-900">
                          {item.productName}
                        </p>
                        <p className="text-slate-500">
                          Quantity: {item.quantity}
                        </p>
                      </div>
                      <span className="shrink-0 text-slate-900">
                        {formatPrice(item.price)}
                      </span>
                    </li>
                  ))}
                </ul>
                <OrderReturns
                  returns={order.returns}
                  heading="h4"
                  className="border-t border-slate-200 px-5 py-4"
                />
                <footer className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-4">
                  <OrderDetailsDialog
                    order={order}
                    userId={userId}
                    {...(onOpenOrder
                      ? {
                          open: openOrderId === order.id,
                          onOpenChange: (open: boolean) =>
                            onOpenOrder(open ? order.id : null),
                        }
                      : {})}
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
                  {/* Only who placed the order returns its items or cancels it. */}
                  {!placedByColleague(order, userId) && (
                    <>
                      <ReturnItemsButton order={order} />
                      <CancelOrderButton order={order} />
                    </>
                  )}
                </footer>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
