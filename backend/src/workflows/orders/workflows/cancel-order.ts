import { WorkflowResponse, createWorkflow, when } from "@medusajs/framework/workflows-sdk"
import { cancelOrderFulfillmentWorkflow, cancelOrderWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Staff cancel an order that has not shipped: a fulfillment being prepared is cancelled first,
 * then the order; the reserved stock comes back (and a promo code's use: hooks/promotion-uses.ts).
 */
export const cancelShopOrderWorkflow = createWorkflow(
  "cancel-shop-order",
  (input: { orderId: string; fulfillmentId: string | null }) => {
    when({ input }, ({ input }) => Boolean(input.fulfillmentId)).then(() => {
      cancelOrderFulfillmentWorkflow.runAsStep({ input: { order_id: input.orderId, fulfillment_id: input.fulfillmentId! } })
    })
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.orderId } })
    return new WorkflowResponse(input.orderId)
  }
)
