import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { type PromotionCheck, estimateTotals, formatAmount } from "@printshop/contract"
import { linesSubtotal, resolveOrderLinesStep } from "../../checkout/steps/resolve-order-lines"
import { readShopPricingStep } from "../../pricing/steps/read-shop-pricing"
import { checkPromotionStep } from "../steps/read-promotion"

export type CheckPromotionWorkflowInput = {
  code: string
  items: Array<{ productId: string; quantity: number }>
  /** The signed-in customer, so a once-per-customer code they used is refused; null for a visitor. */
  customerId: string | null
}

/**
 * POST /api/promotions/check: the cart's lines priced from the catalogue and the code checked for
 * them, answered as an estimate from Medusa's tax and shipping settings before an address is known
 * (the contract's estimateTotals); the checkout confirms it for the address. Nothing is counted or
 * kept: a use counts when an order is placed.
 */
export const checkPromotionWorkflow = createWorkflow("check-promotion", (input: CheckPromotionWorkflowInput) => {
  const lines = resolveOrderLinesStep(input.items)
  const promotionInput = transform({ input, lines }, ({ input, lines }) => ({
    code: input.code,
    subtotal: linesSubtotal(lines),
    customerId: input.customerId,
  }))
  const promotion = checkPromotionStep(promotionInput)
  const pricing = readShopPricingStep()
  const check = transform({ promotionInput, promotion, pricing }, ({ promotionInput, promotion, pricing }): PromotionCheck => {
    const totals = estimateTotals(promotionInput.subtotal, pricing, promotion!.terms)
    return {
      code: promotion!.code,
      kind: promotion!.terms.kind,
      freeShipping: promotion!.terms.kind === "free_shipping",
      discount: formatAmount(totals.discount),
      subtotal: formatAmount(totals.subtotal),
      shippingCost: formatAmount(totals.shipping),
      tax: formatAmount(totals.tax),
      totalAmount: formatAmount(totals.total),
    }
  })
  return new WorkflowResponse(check)
})
