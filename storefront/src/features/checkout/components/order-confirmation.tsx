import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { CheckCircle2, Clock, HelpCircle, Mail, MapPin, Package, Phone, RotateCcw, ShoppingBag, Truck, XCircle } from 'lucide-react'
import { countryName, invoicePaymentLabel, paymentMethodLabel, taxExemptLabel, type Order } from '@printshop/contract'
import { DownloadInvoiceButton } from '@/components/download-invoice-button'
import { buttonStyles } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/config'
import { discountLabel, discountText, formatPrice } from '@/lib/format'
import { expectedDeliveryDate, formatOrderDate, formatOrderDateTime } from '@/lib/order-dates'
import { formatCalendarDate } from '@/lib/quotes'
import { useDocumentTitle } from '@/lib/use-document-title'

/** What the checkout hands to the confirmation's address (/checkout/confirmation/{number}) as it goes there: the order it placed. */
export type ConfirmationState = { placed?: Order }

/**
 * What the confirmation's address says of an order once it has moved on (the confirmation e-mail
 * links here): the spec's 'Order Confirmed!' while it is pending or being prepared, then its real
 * state. A return the shop received speaks over the delivery it followed.
 */
/** The order's returns the shop has received (asked for only is not returned yet). */
const receivedReturns = (order: Order) => (order.returns ?? []).filter((entry) => entry.status !== 'requested')

function orderHeadline(order: Order): { title: string; text: string; tone: 'done' | 'stopped' } {
  const returned = receivedReturns(order).length > 0
  if (order.status === 'cancelled') {
    return { title: 'Order Cancelled', text: 'This order was cancelled and will not be shipped. Any payment taken for it has been released.', tone: 'stopped' }
  }
  if (returned) return { title: 'Items Returned', text: 'We received the items you sent back; the refund is shown on your order in your account.', tone: 'done' }
  if (order.status === 'delivered') return { title: 'Order Delivered', text: 'Your order was delivered. We hope you enjoy it.', tone: 'done' }
  if (order.status === 'shipped') {
    const tracking = order.trackingNumber ? ` with ${order.carrier}, tracking number ${order.trackingNumber}` : ''
    return { title: 'Order Shipped', text: `Your order is on its way${tracking}.`, tone: 'done' }
  }
  return { title: 'Order Confirmed!', text: 'Thank you for your purchase. We have received your order and will start preparing it shortly.', tone: 'done' }
}

/** The 'Order Confirmed!' page shown after a successful checkout, and the order's state once it moved on. Its heading takes focus. */
export function OrderConfirmation({ order }: { order: Order }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headline = orderHeadline(order)
  useDocumentTitle(headline.title.replace(/!$/, ''))

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="container max-w-5xl py-8 lg:py-12">
      <div className="flex flex-col items-center text-center">
        <span
          className={cn(
            'flex h-16 w-16 items-center justify-center rounded-full',
            headline.tone === 'stopped' ? 'bg-red-100 text-red-600' : 'bg-emerald-100 text-emerald-600',
          )}
        >
          {headline.tone === 'stopped' ? <XCircle className="h-9 w-9" aria-hidden="true" /> : <CheckCircle2 className="h-9 w-9" aria-hidden="true" />}
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
          {headline.title}
        </h1>
        <p className="mt-2 max-w-xl text-slate-600">{headline.text}</p>
        <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-600">
          Order Number <span className="ml-1 text-lg font-bold text-slate-900">#{order.id}</span>
        </p>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title="Order Items" Icon={Package}>
            <OrderLines order={order} />
          </Card>
          <Card title="Delivery Information" Icon={MapPin}>
            <DeliveryDetails order={order} />
          </Card>
          <Card title="Order Timeline" Icon={Clock}>
            <ConfirmationTimeline order={order} />
          </Card>
        </div>

        <div className="space-y-6">
          <Card title="What's Next?" Icon={Truck}>
            <div className="grid gap-3">
              <Link to={`/track?order=${encodeURIComponent(order.id)}`} className={buttonStyles({ className: 'w-full' })}>
                <Truck className="h-4 w-4" aria-hidden="true" />
                Track Your Order
              </Link>
              <DownloadInvoiceButton orderNumber={order.id} size="md" className="w-full" />
              <Link to="/support" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
                <HelpCircle className="h-4 w-4" aria-hidden="true" />
                Get Support
              </Link>
              <Link to="/products" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
                <ShoppingBag className="h-4 w-4" aria-hidden="true" />
                Continue Shopping
              </Link>
            </div>
          </Card>
          <Card title="Need Help?" Icon={HelpCircle}>
            <p className="text-sm text-slate-600">Questions about your order? Our team is happy to help.</p>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <a href={SUPPORT_PHONE_HREF} className="inline-flex items-center gap-2 font-medium text-primary-600 hover:text-primary-700">
                  <Phone className="h-4 w-4" aria-hidden="true" />
                  {SUPPORT_PHONE}
                </a>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex items-center gap-2 font-medium text-primary-600 hover:text-primary-700">
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  {SUPPORT_EMAIL}
                </a>
              </li>
              <li className="text-slate-500">{SUPPORT_HOURS}</li>
            </ul>
          </Card>
        </div>
      </div>
    </div>
  )
}

function Card({ title, Icon, children }: { title: string; Icon: typeof Package; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="h-5 w-5 text-primary-600" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              Product
            </th>
            <th scope="col" className="pb-2 text-center font-medium">
              Qty
            </th>
            <th scope="col" className="hidden pb-2 text-right font-medium sm:table-cell">
              Price
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.items.map((item, index) => (
            <tr key={`${item.productId}-${index}`}>
              <td className="py-3 pr-3 font-medium text-slate-900">
                {item.productName}
                <span className="block text-xs font-normal text-slate-500 sm:hidden">{formatPrice(item.price)} each</span>
              </td>
              <td className="py-3 text-center text-slate-700">{item.quantity}</td>
              <td className="hidden py-3 text-right text-slate-700 sm:table-cell">{formatPrice(item.price)}</td>
              <td className="py-3 text-right font-medium text-slate-900">{formatPrice(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {order.subtotal && <AmountRow label="Subtotal" value={formatPrice(order.subtotal)} />}
        {order.promoCode && <AmountRow label={discountLabel(order.promoCode)} value={discountText(order.discountAmount)} />}
        {order.shippingCost && (
          <AmountRow label="Shipping" value={Number.parseFloat(order.shippingCost) === 0 ? 'FREE' : formatPrice(order.shippingCost)} />
        )}
        {order.tax && (
          <AmountRow label={order.taxExemptCertificate ? taxExemptLabel(order.taxExemptCertificate) : 'Tax'} value={formatPrice(order.tax)} />
        )}
        <AmountRow label="Total Amount" value={formatPrice(order.totalAmount)} strong />
        <AmountRow label="Payment Method" value={paymentText(order)} />
        {order.poNumber && <AmountRow label="PO Number" value={order.poNumber} />}
        {order.shippingMethod && <AmountRow label="Shipping Method" value={order.shippingMethod} />}
      </dl>
    </>
  )
}

/** The payment method, or for an order on payment terms 'Pay by invoice, net 30 — due <day>'. */
function paymentText(order: Order): string {
  if (!order.paymentTerms) return paymentMethodLabel(order.paymentMethod)
  const due = formatCalendarDate(order.paymentDue)
  return [invoicePaymentLabel(order.paymentTerms), due && `due ${due}`].filter(Boolean).join(' — ')
}

function AmountRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-3', strong ? 'text-base font-bold text-slate-900' : 'text-slate-600')}>
      <dt>{label}</dt>
      <dd className={cn('text-right', strong ? undefined : 'font-medium text-slate-900')}>{value}</dd>
    </div>
  )
}

function DeliveryDetails({ order }: { order: Order }) {
  const address = order.shippingAddress
  return (
    <div className="grid gap-6 text-sm sm:grid-cols-2">
      <div>
        <h3 className="font-medium text-slate-900">Shipping Address</h3>
        <address className="mt-2 not-italic leading-relaxed text-slate-600">
          {address.firstName} {address.lastName}
          <br />
          {address.address}
          {address.address2 && (
            <>
              <br />
              {address.address2}
            </>
          )}
          <br />
          {address.city}, {address.state} {address.zipCode}
          <br />
          {countryName(address.country)}
        </address>
      </div>
      <div>
        <h3 className="font-medium text-slate-900">Contact</h3>
        <ul className="mt-2 space-y-1 text-slate-600">
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {/* A long address breaks inside the card instead of running into its border. */}
            <span className="min-w-0 break-all">{order.customerEmail}</span>
          </li>
          {order.customerPhone && (
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              {order.customerPhone}
            </li>
          )}
        </ul>
      </div>
    </div>
  )
}

/** How far along the four steps an order is: 0 placed, 1 processing, 2 shipped, 3 delivered. */
const REACHED: Record<string, number> = { pending: 0, processing: 1, shipped: 2, delivered: 3 }

/**
 * The confirmation's four steps, done as far as the order has come (the spec's timeline just after
 * the order: only the first done, the rest saying what to expect); a cancelled order's ends there.
 */
function ConfirmationTimeline({ order }: { order: Order }) {
  const { createdAt } = order
  const expected = expectedDeliveryDate(createdAt)
  const reached = REACHED[order.status] ?? 0
  const returned = receivedReturns(order)
  const steps =
    order.status === 'cancelled'
      ? [
          { title: 'Order Confirmed', detail: formatOrderDateTime(createdAt), done: true, Icon: CheckCircle2 },
          { title: 'Cancelled', detail: formatOrderDateTime(order.updatedAt), done: true, Icon: XCircle },
        ]
      : [
          { title: 'Order Confirmed', detail: formatOrderDateTime(createdAt), done: true, Icon: CheckCircle2 },
          { title: 'Processing', detail: reached >= 1 ? 'Your order was prepared' : '1-2 business days', done: reached >= 1, Icon: Package },
          {
            title: 'Shipped',
            detail: reached >= 2 && order.trackingNumber ? `${order.carrier} ${order.trackingNumber}` : 'Tracking info to follow',
            done: reached >= 2,
            Icon: Truck,
          },
          {
            title: 'Delivered',
            detail:
              reached >= 3
                ? order.deliveredAt
                  ? formatOrderDateTime(order.deliveredAt)
                  : 'Delivered'
                : expected
                  ? `Expected by ${formatOrderDate(expected)}`
                  : 'Expected within a week',
            done: reached >= 3,
            Icon: MapPin,
          },
          ...(returned.length ? [{ title: 'Returned', detail: `${returned.length === 1 ? 'A return was' : `${returned.length} returns were`} received`, done: true, Icon: RotateCcw }] : []),
        ]
  return (
    <ol className="space-y-5">
      {steps.map(({ title, detail, done, Icon }, index) => (
        <li key={title} className="relative flex gap-4">
          {index < steps.length - 1 && <span aria-hidden="true" className="absolute left-5 top-10 h-[calc(100%-1rem)] w-px bg-slate-200" />}
          <span
            className={cn(
              'relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
              done ? 'bg-emerald-100 text-emerald-600' : 'bg-slate-100 text-slate-400',
            )}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className={cn('font-medium', done ? 'text-slate-900' : 'text-slate-700')}>
              {title}
              {done && <span className="sr-only"> (done)</span>}
            </p>
            <p className="text-sm text-slate-500">{detail}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
