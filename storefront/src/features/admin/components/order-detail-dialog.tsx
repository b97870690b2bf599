import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Download, ReceiptText } from 'lucide-react'
import {
  DEFAULT_CARRIER,
  EMAIL_LABELS,
  EMAIL_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  countryName,
  invoiceFileName,
  invoiceNumberOf,
  invoicePaymentLabel,
  isInvoiceOverdue,
  orderStatusBodySchema,
  paymentMethodLabel,
  taxExemptLabel,
  todayUtc,
  type AdminOrder,
  type OrderStatusBody,
} from '@printshop/contract'
import type { z } from 'zod'
import { OrderAmounts } from '@/components/order-amounts'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Select } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatPrice } from '@/lib/format'
import { formatOrderDateTime } from '@/lib/order-dates'
import { statusLabel } from '@/lib/order-status'
import { formatCalendarDate } from '@/lib/quotes'
import { downloadAdminFile } from '../api/download-file'
import { useAdminOrder } from '../api/get-admin-order'
import { useMarkInvoicePaid } from '../api/mark-invoice-paid'
import { useMoveOrder } from '../api/move-order'
import { Badge } from './admin-table'
import { Detail, InlineDetail } from './detail-list'

/** A column only as wide as its one line of text (w-px lets the table shrink it to that). */
const NARROW = 'w-px whitespace-nowrap'

/** The order-detail dialog, titled with the order id, and the moves the order allows. */
export function OrderDetailDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent
          size="lg"
          // Wider on large screens, so that the items' names get the room: the numbers and ids keep to one line.
          className="md:max-w-3xl lg:max-w-4xl xl:max-w-5xl"
          title={`Order #${order.id}`}
          description={`Placed on ${formatOrderDateTime(order.createdAt)}`}
        >
          <OrderDetails key={order.orderId} initialOrder={order} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function OrderDetails({ initialOrder }: { initialOrder: AdminOrder }) {
  // After a move the dialog shows the order as the server now has it.
  const [order, setOrder] = useState(initialOrder)
  const address = order.shippingAddress
  const hasPhone = Boolean(order.customerPhone?.trim())

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        <Detail label="Status">
          <OrderStatusBadge status={order.status} />
        </Detail>
        <Detail label="Total Amount">
          <span className="font-semibold">{formatPrice(order.totalAmount)}</span>
        </Detail>
        <Detail label="Order Date">{formatOrderDateTime(order.createdAt)}</Detail>
        <Detail label="Payment Method">
          {order.paymentTerms ? (
            <>
              {invoicePaymentLabel(order.paymentTerms)}
              {order.paymentDue && <> — due {formatCalendarDate(order.paymentDue)}</>}
              <span className="mt-1 block">
                <InvoiceStateBadge order={order} />
              </span>
            </>
          ) : (
            <>
              {paymentMethodLabel(order.paymentMethod)}
              <PaymentStatus orderId={order.orderId} />
            </>
          )}
        </Detail>
      </dl>

      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Customer</h3>
          <dl className="mt-2 space-y-2 text-sm">
            <InlineDetail label="Name">{order.customerName}</InlineDetail>
            <InlineDetail label="Email">
              <span className="break-all">{order.customerEmail}</span>
            </InlineDetail>
            <InlineDetail label="Phone">{hasPhone ? order.customerPhone : 'Not provided'}</InlineDetail>
          </dl>
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Shipping Address</h3>
          <address className="mt-2 text-sm not-italic leading-relaxed text-slate-700">
            <span className="block font-medium text-slate-900">
              {address.firstName} {address.lastName}
            </span>
            <span className="block">{address.address}</span>
            {address.address2 && <span className="block">{address.address2}</span>}
            <span className="block">
              {address.city}, {address.state} {address.zipCode}
            </span>
            <span className="block">{countryName(address.country)}</span>
          </address>
        </section>
      </div>

      <section>
        <h3 className="text-sm font-semibold text-slate-900">Items</h3>
        {order.items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No items available</p>
        ) : (
          // On a phone the table scrolls sideways in its box, the page does not.
          <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
            <table aria-label="Order items" className="w-full min-w-[520px] text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {/* The name takes whatever the other columns leave, never less than a phone's worth. */}
                  <th scope="col" className="min-w-48 px-3 py-2 font-semibold">Product</th>
                  <th scope="col" className={`${NARROW} px-3 py-2 font-semibold`}>Product ID</th>
                  <th scope="col" className={`${NARROW} px-3 py-2 text-right font-semibold`}>Quantity</th>
                  <th scope="col" className={`${NARROW} px-3 py-2 text-right font-semibold`}>Price</th>
                  <th scope="col" className={`${NARROW} px-3 py-2 text-right font-semibold`}>Total</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item, index) => (
                  <tr key={`${item.productId}-${index}`} className="border-t border-slate-100">
                    <td className="px-3 py-2 font-medium text-slate-900">{item.productName}</td>
                    <td className={`${NARROW} px-3 py-2 font-mono text-xs text-slate-500`}>{item.productId}</td>
                    <td className={`${NARROW} px-3 py-2 text-right tabular-nums`}>
                      {item.quantity}
                      {(item.returnedQuantity ?? 0) > 0 && <span className="block text-xs text-slate-500">{item.returnedQuantity} returned</span>}
                    </td>
                    <td className={`${NARROW} px-3 py-2 text-right tabular-nums`}>{formatPrice(item.price)}</td>
                    <td className={`${NARROW} px-3 py-2 text-right font-medium tabular-nums`}>{formatPrice(item.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <OrderAmounts order={order} className="ml-auto mt-3 max-w-xs px-3" />
      </section>

      {order.trackingNumber && (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Tracking Information</h3>
          <dl className="mt-2 grid gap-3 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-3">
            <Detail label="Carrier">{order.carrier}</Detail>
            <Detail label="Tracking Number">
              <span className="break-all font-mono">{order.trackingNumber}</span>
            </Detail>
            {order.estimatedDelivery && <Detail label="Estimated Delivery">{order.estimatedDelivery}</Detail>}
          </dl>
        </section>
      )}

      <OrderInvoice order={order} onPaid={setOrder} />

      <OrderEmails orderId={order.orderId} />

      <OrderStatusForm key={order.status} order={order} onMoved={setOrder} />
    </div>
  )
}

/** Where an invoice on payment terms stands: Paid, Overdue (past its due day, UTC), Cancelled with its order, or Awaiting payment. */
function invoiceState(order: Pick<AdminOrder, 'paymentDue' | 'invoicePaid' | 'status'>, today = todayUtc()) {
  if (order.invoicePaid) return { label: PAYMENT_STATUS_LABELS.paid, tone: 'green' } as const
  if (isInvoiceOverdue(order, today)) return { label: 'Overdue', tone: 'red' } as const
  if (order.status === 'cancelled') return { label: PAYMENT_STATUS_LABELS.cancelled, tone: 'slate' } as const
  return { label: PAYMENT_STATUS_LABELS.awaiting, tone: 'amber' } as const
}

function InvoiceStateBadge({ order }: { order: AdminOrder }) {
  const state = invoiceState(order)
  return <Badge tone={state.tone}>{state.label}</Badge>
}

/**
 * The order's invoice (every order has one, INV-<number>): its company, PO number and tax
 * exemption when it has them, Download Invoice (the PDF), and for an unpaid one on payment terms
 * Mark Invoice Paid, asked first (Medusa captures its payment; it cannot be undone).
 */
function OrderInvoice({ order, onPaid }: { order: AdminOrder; onPaid: (order: AdminOrder) => void }) {
  const markPaid = useMarkInvoicePaid()
  const [confirming, setConfirming] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const invoiceNumber = invoiceNumberOf(order.id)
  const payable = order.paymentTerms !== null && order.invoicePaid === false && order.status !== 'cancelled'

  const download = async () => {
    setDownloading(true)
    try {
      await downloadAdminFile(`/api/admin/orders/${encodeURIComponent(order.id)}/invoice`, invoiceFileName(order.id))
    } catch (error) {
      toast({ title: 'Download Failed', description: serverMessage(error) ?? `${invoiceNumber} could not be downloaded. Please try again.`, variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }

  const confirmPaid = async () => {
    setRefusal(null)
    try {
      const paid = await markPaid.mutateAsync({ orderNumber: order.id })
      setConfirming(false)
      toast({ title: 'Invoice Paid', description: `${invoiceNumber} of order #${paid.id} is marked paid.` })
      onPaid(paid)
    } catch (error) {
      setConfirming(false)
      setRefusal(serverMessage(error) ?? 'Failed to mark the invoice paid. Please try again.')
    }
  }

  return (
    <section aria-labelledby="order-invoice-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="order-invoice-heading" className="text-sm font-semibold text-slate-900">
          Invoice {invoiceNumber}
        </h3>
        <div className="flex flex-col gap-2 sm:flex-row">
          {payable && (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline">
                  <ReceiptText className="h-4 w-4" aria-hidden="true" />
                  Mark Invoice Paid
                </Button>
              }
              open={confirming}
              onOpenChange={setConfirming}
              title={`Mark ${invoiceNumber} paid?`}
              description={`Record that the invoice of order #${order.id} was paid in full: Medusa captures the order's payment and the invoice shows it paid. This cannot be undone.`}
              confirmLabel="Mark Invoice Paid"
              busyLabel="Saving..."
              busy={markPaid.isPending}
              onConfirm={() => void confirmPaid()}
            />
          )}
          <Button type="button" variant="outline" disabled={downloading} onClick={() => void download()}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {downloading ? 'Downloading...' : 'Download Invoice'}
          </Button>
        </div>
      </div>
      {(order.companyName || order.poNumber || order.taxExemptCertificate) && (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {order.companyName && <Detail label="Company">{order.companyName}</Detail>}
          {order.poNumber && (
            <Detail label="PO Number">
              <span className="break-all">{order.poNumber}</span>
            </Detail>
          )}
          {order.taxExemptCertificate && <Detail label="Sales Tax">{taxExemptLabel(order.taxExemptCertificate)}</Detail>}
        </dl>
      )}
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
        </p>
      )}
    </section>
  )
}

/** The payment as Medusa records it (paid once delivered, cancelled with the order). */
function PaymentStatus({ orderId }: { orderId: string }) {
  const { data } = useAdminOrder(orderId)
  return data?.paymentStatus ? <span className="block text-xs text-slate-500">{PAYMENT_STATUS_LABELS[data.paymentStatus]}</span> : null
}

/** The e-mails the shop sent the customer about the order, and whether each went out. */
function OrderEmails({ orderId }: { orderId: string }) {
  const { data, isError } = useAdminOrder(orderId)
  const emails = data?.emails ?? []
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">E-mails</h3>
      {isError ? (
        <p className="mt-2 text-sm text-red-700">The e-mails could not be loaded.</p>
      ) : emails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{data ? 'None sent yet' : 'Loading...'}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {emails.map((email) => (
            <li key={email.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
              <span className="font-medium text-slate-900">{EMAIL_LABELS[email.template] ?? email.template}</span>
              <span className="min-w-0 flex-1 break-all text-slate-500">
                {email.to} · {formatOrderDateTime(email.createdAt)}
              </span>
              <span
                className={
                  email.status === 'success'
                    ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                    : email.status === 'failure'
                      ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800'
                      : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
                }
              >
                {EMAIL_STATUS_LABELS[email.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

type StatusFormValues = z.input<typeof orderStatusBodySchema>
type NextStatus = OrderStatusBody['status']

/** Moves the order to one of the statuses it allows (its nextStatuses); shipping needs a carrier and a tracking number. */
function OrderStatusForm({ order, onMoved }: { order: AdminOrder; onMoved: (order: AdminOrder) => void }) {
  const moveOrder = useMoveOrder()
  const moves = order.nextStatuses.filter((status): status is NextStatus => status !== 'pending')
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StatusFormValues, unknown, OrderStatusBody>({
    resolver: zodResolver(orderStatusBodySchema),
    defaultValues: { status: moves[0], carrier: order.carrier || DEFAULT_CARRIER, trackingNumber: '', estimatedDelivery: '' },
  })
  const status = useWatch({ control, name: 'status' })
  // Cancelling cannot be undone and tells the customer: staff are asked first (as receiving a return does).
  const [confirmingCancel, setConfirmingCancel] = useState(false)

  if (moves.length === 0) {
    return (
      <section className="rounded-lg border border-slate-200 p-4">
        <h3 className="text-sm font-semibold text-slate-900">Update Status</h3>
        <p className="mt-1 text-sm text-slate-600">This order is {statusLabel(order.status).toLowerCase()} and cannot be moved any further.</p>
      </section>
    )
  }

  const onSubmit = handleSubmit(async (values) => {
    const body: OrderStatusBody =
      values.status === 'shipped'
        ? {
            status: 'shipped',
            carrier: values.carrier,
            trackingNumber: values.trackingNumber,
            ...(values.estimatedDelivery ? { estimatedDelivery: values.estimatedDelivery } : {}),
          }
        : { status: values.status }
    try {
      const moved = await moveOrder.mutateAsync({ orderNumber: order.id, body })
      setConfirmingCancel(false)
      toast({ title: 'Order Updated', description: `Order #${moved.id} is now ${statusLabel(moved.status)}.` })
      onMoved(moved)
    } catch (error) {
      setConfirmingCancel(false)
      if (error instanceof ApiError && error.status === 400) {
        applyServerFieldErrors(error, setError, ['status', 'carrier', 'trackingNumber', 'estimatedDelivery'])
      }
      toast({ title: 'Update Failed', description: serverMessage(error) ?? 'Failed to update the order status.', variant: 'destructive' })
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Update Status</h3>
      <FormField id="order-next-status" label="New Status" error={errors.status?.message}>
        <Select {...register('status')}>
          {moves.map((move) => (
            <option key={move} value={move}>
              {statusLabel(move)}
            </option>
          ))}
        </Select>
      </FormField>
      {status === 'shipped' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="order-carrier" label="Carrier" error={errors.carrier?.message}>
            <Input autoComplete="off" {...register('carrier')} />
          </FormField>
          <FormField id="order-tracking-number" label="Tracking Number" error={errors.trackingNumber?.message}>
            <Input autoComplete="off" {...register('trackingNumber')} />
          </FormField>
          <FormField id="order-estimated-delivery" label="Estimated Delivery (Optional)" error={errors.estimatedDelivery?.message}>
            <Input type="date" {...register('estimatedDelivery')} />
          </FormField>
        </div>
      )}
      <div className="flex justify-end">
        {status === 'cancelled' ? (
          <ConfirmDialog
            trigger={<Button type="button">Update Status</Button>}
            open={confirmingCancel}
            onOpenChange={setConfirmingCancel}
            title={`Cancel order #${order.id}?`}
            description="Its items go back into stock, its payment is cancelled (or refunded when it was taken), and the customer is e-mailed that the order is cancelled. This cannot be undone."
            confirmLabel="Cancel Order"
            busyLabel="Cancelling..."
            cancelLabel="Keep Order"
            busy={isSubmitting}
            onConfirm={() => void onSubmit()}
          />
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Status'}
          </Button>
        )}
      </div>
    </form>
  )
}
