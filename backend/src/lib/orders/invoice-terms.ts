import { PAYMENT_TERMS, type PaymentTerms } from "@printshop/contract"

/** What an order on payment terms keeps (docs/api.md, "Net terms"), and the fields to read it. */
export const INVOICE_FIELDS = ["id", "status", "metadata", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"]

export type InvoiceOrder = {
  status?: string | null
  metadata?: Record<string, unknown> | null
  payment_collections?: Array<{ payments?: Array<{ captured_at?: unknown; canceled_at?: unknown } | null> | null } | null> | null
}

/**
 * An order's terms, due day and whether its invoice is paid (Medusa's payment captured), or nulls
 * for an order paid otherwise. `status` is Medusa's ("canceled" for a cancelled order).
 */
export function invoiceTermsOf(order: InvoiceOrder): { paymentTerms: PaymentTerms | null; paymentDue: string | null; invoicePaid: boolean | null; status: string } {
  const metadata = order.metadata ?? {}
  const terms = (PAYMENT_TERMS as readonly unknown[]).includes(metadata.payment_terms) ? (metadata.payment_terms as PaymentTerms) : null
  const status = order.status === "canceled" ? "cancelled" : (order.status ?? "")
  if (!terms) return { paymentTerms: null, paymentDue: null, invoicePaid: null, status }
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
  return {
    paymentTerms: terms,
    paymentDue: typeof metadata.payment_due === "string" ? metadata.payment_due : null,
    invoicePaid: payments.some((payment) => Boolean(payment?.captured_at)),
    status,
  }
}
