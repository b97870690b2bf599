import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { giveBackPromotionUse } from "../../lib/promotions/give-back-promotion-use"

/**
 * Every cancellation gives the order's promo code use back, whoever cancels it: the customer or
 * staff in /admin, or staff in Medusa's dashboard, all through Medusa's cancel-order workflow.
 */
cancelOrderWorkflow.hooks.orderCanceled(async ({ order }, { container }) => {
  await giveBackPromotionUse(container, order.id)
  return new StepResponse(null)
})
