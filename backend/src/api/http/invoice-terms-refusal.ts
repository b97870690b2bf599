import type { MedusaResponse } from "@medusajs/framework/http"
import { INVOICE_TERMS_ONLY, type PaymentMethod, type PaymentTerms } from "@printshop/contract"
import type { CompanyRecord } from "../../lib/companies/companies"

/**
 * The payment terms an order paid by invoice is placed on: its company's. Null for another payment
 * method; undefined after answering 400 when the customer's company has no terms (or there is none).
 */
export function invoiceTermsFor(res: MedusaResponse, membership: { company: CompanyRecord } | null, method: PaymentMethod): PaymentTerms | null | undefined {
  if (method !== "invoice") return null
  const terms = membership?.company.payment_terms ?? null
  if (terms) return terms
  res.status(400).json({ message: INVOICE_TERMS_ONLY, errors: [{ path: "paymentMethod", message: INVOICE_TERMS_ONLY }] })
  return undefined
}
