import { invoiceFileName, isInvoiceOverdue, todayUtc, type Order } from '@printshop/contract'
import { getBlob } from './api-client'
import { saveFile } from './save-file'

// Invoices (docs/using-the-shop.md, "Invoices and net terms"): every order has one, a PDF the
// customer downloads from the order in /account and from its confirmation page.

/** GET /api/user/orders/{number}/invoice: the PDF of one of the customer's (or a colleague's) orders. */
export const invoiceUrl = (orderNumber: string) => `/api/user/orders/${encodeURIComponent(orderNumber)}/invoice`

/**
 * Downloads an order's invoice as invoice-INV-<number>.pdf. The route needs the customer's bearer
 * token, which a plain link cannot send, so the PDF is fetched and saved from memory. Failures
 * throw the ApiError of the request.
 */
export async function downloadInvoice(orderNumber: string): Promise<void> {
  const blob = await getBlob(invoiceUrl(orderNumber), 'application/pdf')
  saveFile(blob, invoiceFileName(orderNumber))
}

/** Where an order on payment terms stands: its invoice paid, waiting for payment, or past its due day unpaid. */
export type InvoiceStatus = 'paid' | 'awaiting' | 'overdue'

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  awaiting: 'Awaiting payment',
  overdue: 'Overdue',
}

type TermsFields = Pick<Order, 'paymentTerms' | 'paymentDue' | 'invoicePaid' | 'status'>

/**
 * The invoice status of an order on payment terms on `today` (YYYY-MM-DD, UTC); null for an order
 * not on terms, and for a cancelled one (nothing is owed).
 */
export function invoiceStatus(order: TermsFields, today: string = todayUtc()): InvoiceStatus | null {
  if (!order.paymentTerms || !order.paymentDue || order.status === 'cancelled') return null
  if (order.invoicePaid) return 'paid'
  return isInvoiceOverdue(order, today) ? 'overdue' : 'awaiting'
}

/** How many of the orders have an invoice past its due day, unpaid (the company's orders, as every member sees them). */
export const overdueInvoiceCount = (orders: readonly TermsFields[], today: string = todayUtc()) =>
  orders.filter((order) => isInvoiceOverdue(order, today)).length
