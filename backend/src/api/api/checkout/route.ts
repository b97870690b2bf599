import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type PrepareCheckoutBody, type PreparedCheckout, QUOTE_MESSAGES } from "@printshop/contract"
import { findQuote, quoteLinesOf, quoteSubmissionId } from "../../../lib/quotes/quotes"
import { exemptCertificateOf, itemDiscountOf, moneyOf, sharedTaxRate, shippingBeforeTax, toMedusaAddress } from "../../../lib/orders/order-view"
import { COUNTRY_CODE } from "../../../lib/shop"
import type { CartFigures } from "../../../workflows/checkout/steps/compare-totals"
import { checkoutRefusalOf } from "../../../workflows/checkout/steps/checkout-refusal"
import { prepareCheckoutWorkflow } from "../../../workflows/checkout/workflows/prepare-checkout"
import { answerRefusal } from "../../http/checkout-refusal-answer"
import { customerOr401 } from "../../http/guards"
import { invoiceTermsFor } from "../../http/invoice-terms-refusal"
import { membershipOf } from "../../../lib/companies/companies"
import { inSpan } from "../../../lib/observability/tracing"

/**
 * POST /api/checkout: prepares the signed-in customer's checkout (its sessionId and lines, the
 * address once typed in, the shipping option and payment method chosen) while the form is filled in, so POST
 * /api/orders with the same sessionId only completes it. Answers Medusa's figures for it (the
 * promo code's discount, the shipping option's price, the tax of the address's state) and the
 * shipping options Medusa offers, and the payment session (a card processor's client secret for
 * its element); refuses unknown products, missing stock, an address nothing
 * ships to and a code that cannot be used as POST /api/orders does, and a checkout that has
 * already placed its order with 409.
 */
export async function POST(req: AuthenticatedMedusaRequest<PrepareCheckoutBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to check out.")
  if (!customer) return
  const body = req.validatedBody
  if (invoiceTermsFor(res, await membershipOf(req.scope, customer.id), body.paymentMethod) === undefined) return
  // A quote being accepted: its lines at its prices, its own checkout, no promo code.
  let quote: { id: string; items: Array<{ productId: string; quantity: number }> } | null = null
  if (body.quoteId) {
    if (body.promoCode) {
      res.status(400).json({ message: QUOTE_MESSAGES.noPromoCode, errors: [{ path: "promoCode", message: QUOTE_MESSAGES.noPromoCode }] })
      return
    }
    const record = await findQuote(req.scope, body.quoteId, customer.id)
    if (!record) {
      res.status(404).json({ message: QUOTE_MESSAGES.notFound })
      return
    }
    quote = { id: record.id, items: quoteLinesOf(record).map((line) => ({ productId: line.productId, quantity: line.quantity })) }
  }
  let figures: CartFigures
  let payment: PreparedCheckout["payment"]
  let shipping: { offers: Array<{ id: string; name: string; description: string | null; amount: number }>; chosenId: string }
  try {
    const input = {
      customerId: customer.id,
      submissionId: quote ? quoteSubmissionId(customer.id, quote.id) : `${customer.id}:${body.sessionId}`,
      email: customer.email,
      items: quote?.items ?? body.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      quoteId: quote?.id ?? null,
      promoCode: body.promoCode,
      // Medusa's tax and shipping for the address once it is typed in, the country's before.
      shippingAddress: body.shippingAddress ? toMedusaAddress(body.shippingAddress) : { country_code: COUNTRY_CODE },
      shippingOptionId: body.shippingOptionId ?? null,
      paymentMethod: body.paymentMethod,
    }
    const { result } = await inSpan("checkout.prepare", { "checkout.items": input.items.length }, () => prepareCheckoutWorkflow(req.scope).run({ input }))
    figures = result.figures
    shipping = result.shipping
    payment = result.payment
  } catch (error) {
    const refusal = checkoutRefusalOf(error)
    if (!refusal) throw error
    if ((refusal.code === "repeated" || refusal.code === "interrupted") && quote) {
      res.status(409).json({ code: "quote_accepted", message: QUOTE_MESSAGES.accepted })
    } else if (refusal.code === "repeated" || refusal.code === "interrupted") {
      res.status(409).json({ code: "placed", message: "This checkout has already placed its order." })
    } else {
      answerRefusal(res, refusal)
    }
    return
  }
  const prepared: PreparedCheckout = {
    sessionId: body.sessionId,
    promoCode: body.promoCode,
    discount: itemDiscountOf(figures).toFixed(2),
    subtotal: moneyOf(figures.item_subtotal),
    shippingCost: moneyOf(shippingBeforeTax(figures)),
    tax: moneyOf(figures.tax_total),
    totalAmount: moneyOf(figures.total),
    shippingOptions: shipping.offers.map((offer) => ({ ...offer, amount: offer.amount.toFixed(2) })),
    shippingOptionId: shipping.chosenId,
    taxRate: sharedTaxRate(figures.items),
    taxExemptCertificate: exemptCertificateOf(figures.items),
    payment,
  }
  res.status(200).json(prepared)
}
