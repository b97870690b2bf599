import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CheckPromotionBody } from "@printshop/contract"
import { checkoutRefusalOf } from "../../../../workflows/checkout/steps/checkout-refusal"
import { checkPromotionWorkflow } from "../../../../workflows/promotions/workflows/check-promotion"
import { answerRefusal } from "../../../http/checkout-refusal-answer"

/**
 * POST /api/promotions/check (docs/api.md): the cart's figures with a promo code, priced by the
 * server, or the reason it cannot be used (400 unknown, 409 not now). Visitors may check; a
 * signed-in customer's once-per-customer codes are checked against their orders.
 */
export async function POST(req: AuthenticatedMedusaRequest<CheckPromotionBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const customerId = req.auth_context?.actor_type === "customer" ? req.auth_context.actor_id || null : null
  try {
    const { result } = await checkPromotionWorkflow(req.scope).run({
      input: { code: body.code, items: body.items.map((item) => ({ productId: item.productId, quantity: item.quantity })), customerId },
    })
    res.status(200).json(result)
  } catch (error) {
    const refusal = checkoutRefusalOf(error)
    if (!refusal || refusal.code === "repeated" || refusal.code === "interrupted") throw error
    answerRefusal(res, refusal)
  }
}
