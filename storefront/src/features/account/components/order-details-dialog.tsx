import type { ReactElement, ReactNode } from 'react'
import { countryName, invoicePaymentLabel, paymentMethodLabel, type Order, type OrderAddress } from '@printshop/contract'
import { CancelOrderButton } from '@/components/cancel-order-button'
import { DownloadInvoiceButton } from '@/components/download-invoice-button'
import { InvoiceStatusBadge } from '@/components/invoice-status-badge'
import { OrderAmounts } from '@/components/order-amounts'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { invoiceStatus } from '@/lib/invoices'
import { formatOrderDate } from '@/lib/order-dates'
import { formatCalendarDate } from '@/lib/quotes'
import { BuyAgainButton } from './buy-again-button'
import { OrderReturns } from './order-returns'
import { ReturnItemsButton } from './return-items-dialog'
import { placedByColleague } from '../utils/sharing'

/**
 * Everything about one order (docs/using-the-shop.md, "Customers and orders"): opened by `trigger`,
 * or by `open` when the caller keeps it (the account's ?order=). Its invoice can be downloaded, it
 * can be bought again, cancelled within the hour before it ships, and its items returned within the
 * return window. A colleague's order (the signed-in customer is `userId`) says who placed it, and
 * only they cancel it or return its items. A company's order shows its PO number and company, an
 * order on payment terms its due day and whether its invoice is paid, and an exempt order the
 * certificate that took the tax off.
 */
export function OrderDetailsDialog({
  order,
  userId,
  trigger,
  open,
  onOpenChange,
}: {
  order: Order
  userId: string
  trigger: ReactElement
  open?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  const placedOn = formatOrderDate(order.createdAt)
  const colleagues = placedByColleague(order, userId)
  return (
    <Dialog {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="lg" title={`Order #${order.id}`} description={placedOn ? `Placed on ${placedOn}` : undefined}>
        <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4">
          <Detail label="Order Date">{placedOn || '—'}</Detail>
          <Detail label="Status">
            <OrderStatusBadge status={order.status} />
          </Detail>
          <Detail label="Total">
            <span className="font-semibold">{formatPrice(order.totalAmount)}</span>
          </Detail>
          {!order.paymentTerms && <PaymentDetail order={order} />}
          {colleagues && <Detail label="Placed By">{order.customerName}</Detail>}
          {order.companyName && <Detail label="Company">{order.companyName}</Detail>}
          {order.poNumber && <Detail label="PO Number">{order.poNumber}</Detail>}
          {/* On terms it takes a whole row, last. */}
          {order.paymentTerms && <PaymentDetail order={order} />}
        </dl>

        {order.shippingAddress && (
          <section className="mt-6">
            <h3 className="text-sm font-semibold text-slate-900">Shipping Address</h3>
            <ShippingBlock address={order.shippingAddress} phone={order.customerPhone} />
          </section>
        )}

        <section className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">Items</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${index}`} className="flex items-start justify-between gap-4 p-3 text-sm">
                <div className="min-w-0 break-words">
                  <p className="font-medium text-slate-900">{item.productName}</p>
                  <p className="text-slate-500">
                    Quantity: {item.quantity} × {formatPrice(item.price)}
                  </p>
                  {(item.returnedQuantity ?? 0) > 0 && <p className="text-slate-500">Returned: {item.returnedQuantity}</p>}
                </div>
                <p className="shrink-0 font-medium text-slate-900">{formatPrice(item.total)}</p>
              </li>
            ))}
          </ul>
          <OrderAmounts order={order} taxExemptCertificate={order.taxExemptCertificate} className="mt-3 px-3" />
        </section>

        <OrderReturns returns={order.returns} className="mt-6" />

        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DownloadInvoiceButton orderNumber={order.id} />
          {!colleagues && <CancelOrderButton order={order} />}
          <BuyAgainButton order={order} />
          {!colleagues && <ReturnItemsButton order={order} />}
        </div>
      </DialogContent>
    </Dialog>
  )
}

/**
 * How the order is paid: the method, or for an order on payment terms 'Pay by invoice, net 30 — due
 * <day>' with whether its invoice is paid, waiting for payment or overdue (a whole row: it is long).
 */
function PaymentDetail({ order }: { order: Order }) {
  if (!order.paymentTerms) return <Detail label="Payment Method">{paymentMethodLabel(order.paymentMethod)}</Detail>
  const due = formatCalendarDate(order.paymentDue)
  const status = invoiceStatus(order)
  return (
    <Detail label="Payment Method" className="col-span-2">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{[invoicePaymentLabel(order.paymentTerms), due && `due ${due}`].filter(Boolean).join(' — ')}</span>
        {status && <InvoiceStatusBadge status={status} />}
      </span>
    </Detail>
  )
}

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0 break-words', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  )
}

function ShippingBlock({ address, phone }: { address: OrderAddress; phone: string | null }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <address className="mt-2 break-words rounded-lg border border-slate-200 p-3 text-sm not-italic leading-relaxed text-slate-700">
      {name && <span className="block font-medium text-slate-900">{name}</span>}
      {address.address && <span className="block">{address.address}</span>}
      {address.address2 && <span className="block">{address.address2}</span>}
      {cityLine && <span className="block">{cityLine}</span>}
      {address.country && <span className="block">{countryName(address.country)}</span>}
      {phone && <span className="mt-1 block">Phone: {phone}</span>}
    </address>
  )
}
