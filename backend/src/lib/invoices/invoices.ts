import type { MedusaContainer } from "@medusajs/framework/types"
import { type Order, PAYMENT_TERMS_LABELS, invoiceFileName, isInvoiceOverdue, orderSchema, todayUtc } from "@printshop/contract"
import type { MedusaResponse } from "@medusajs/framework/http"
import type { OrderRecord } from "../orders/order-view"
import { paymentStatusOf } from "../orders/payment-status"
import { customerOrderViews } from "../orders/returns"
import { invoiceDate, renderInvoicePdf } from "./invoice-pdf"

/** When an order's payment is due, in words, from how it is paid. */
export function paymentTermsOf(order: Pick<Order, "paymentMethod" | "paymentTerms" | "paymentDue">): string {
  if (order.paymentTerms && order.paymentDue) return `${PAYMENT_TERMS_LABELS[order.paymentTerms]}: due ${invoiceDate(order.paymentDue)}`
  return order.paymentMethod === "pay_with_card" ? "Paid by card at checkout" : "Due on delivery"
}


/** Answers an order's invoice as a PDF download (customers' and staff's routes alike). */
export async function sendInvoice(container: MedusaContainer, res: MedusaResponse, record: OrderRecord): Promise<void> {
  const [[view], paymentStatus] = await Promise.all([customerOrderViews(container, [record]), paymentStatusOf(container, record.id)])
  // As the customer's order answer reads it: the invoice's figures are the order's in Medusa.
  const order = orderSchema.parse(view)
  const taxId = record.metadata?.company_tax_id
  const pdf = await renderInvoicePdf(order, {
    paymentStatus,
    overdue: isInvoiceOverdue(order, todayUtc()),
    companyTaxId: typeof taxId === "string" ? taxId : null,
    terms: paymentTermsOf(order),
  })
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="${invoiceFileName(order.id)}"`)
  res.setHeader("Content-Length", String(pdf.length))
  res.setHeader("Cache-Control", "no-store")
  res.status(200).end(pdf)
}
