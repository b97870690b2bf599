import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { cancelOrderFulfillmentWorkflow, cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"

/**
 * Staff cancel an order that has not shipped: a fulfillment being prepared is cancelled first,
 * then the order; the reserved stock comes back (and a promo code's use: hooks/promotion-uses.ts),
 * on sale again in the catalogue (`productIds`: the order's products) when the run ends.
 */
export const cancelShopOrderWorkflow = createWorkflow(
  "cancel-shop-order",
  (input: { orderId: string; fulfillmentId: string | null; productIds: string[] }) => {
    when({ input }, ({ input }) => Boolean(input.fulfillmentId)).then(() => {
      cancelOrderFulfillmentWorkflow.runAsStep({ input: { order_id: input.orderId, fulfillment_id: input.fulfillmentId! } })
    })
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.orderId } })
    refreshCatalogueStep(transform({ input }, ({ input }) => input.productIds))
    return new WorkflowResponse(input.orderId)
  }
)
