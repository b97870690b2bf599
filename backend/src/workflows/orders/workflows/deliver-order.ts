import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { markOrderFulfillmentAsDeliveredWorkflow } from "@medusajs/medusa/core-flows"

/** Staff mark a shipped order delivered (Medusa's delivery workflow on its shipment). */
export const deliverOrderWorkflow = createWorkflow("deliver-shop-order", (input: { orderId: string; fulfillmentId: string }) => {
  markOrderFulfillmentAsDeliveredWorkflow.runAsStep({ input: { orderId: input.orderId, fulfillmentId: input.fulfillmentId } })
  return new WorkflowResponse(input.orderId)
})
