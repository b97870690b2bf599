import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PrepareCheckoutBody, PreparedCheckout } from "@printshop/contract"
import { itemDiscountOf, toAmount } from "../../../lib/orders/order-view"
import type { CartFigures } from "../../../workflows/checkout/steps/compare-totals"
import { checkoutRefusalOf } from "../../../workflows/checkout/steps/checkout-refusal"
import { prepareCheckoutWorkflow } from "../../../workflows/checkout/workflows/prepare-checkout"
import { answerRefusal } from "../../http/checkout-refusal-answer"
import { customerOr401 } from "../../http/guards"

const money = (value: unknown) => toAmount(value).toFixed(2)

/**
 * POST /api/checkout: prepares the signed-in customer's checkout (its sessionId and lines) while
 * the form is filled in, so POST /api/orders with the same sessionId only completes it. Answers
 * Medusa's figures for it, with the promo code's discount; refuses unknown products, missing stock
 * and a code that cannot be used as POST /api/orders does, and a checkout that has already placed
 * its order with 409.
 */
export async function POST(req: AuthenticatedMedusaRequest<PrepareCheckoutBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to check out.")
  if (!customer) return
  const body = req.validatedBody
  let figures: CartFigures
  try {
    const { result } = await prepareCheckoutWorkflow(req.scope).run({
      input: {
        customerId: customer.id,
        submissionId: `${customer.id}:${body.sessionId}`,
        email: customer.email,
        items: body.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        promoCode: body.promoCode,
      },
    })
    figures = result.figures
  } catch (error) {
    const refusal = checkoutRefusalOf(error)
    if (!refusal) throw error
    if (refusal.code === "repeated" || refusal.code === "interrupted") {
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
    subtotal: money(figures.item_subtotal),
    shippingCost: money(figures.shipping_total),
    tax: money(figures.tax_total),
    totalAmount: money(figures.total),
  }
  res.status(200).json(prepared)
}
