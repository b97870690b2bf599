import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { markOrderFulfillmentAsDeliveredWorkflow } from "@medusajs/medusa/core-flows"
import { captureOrderPaymentWorkflow } from "./capture-order-payment"

/**
 * Staff mark a shipped order delivered (Medusa's delivery workflow on its shipment); the payment,
 * cash or card taken on delivery, is captured then, so Medusa's dashboard shows the order paid.
 */
export const deliverOrderWorkflow = createWorkflow("deliver-shop-order", (input: { orderId: string; fulfillmentId: string }) => {
  markOrderFulfillmentAsDeliveredWorkflow.runAsStep({ input: { orderId: input.orderId, fulfillmentId: input.fulfillmentId } })
  captureOrderPaymentWorkflow.runAsStep({ input: { orderId: input.orderId } })
  return new WorkflowResponse(input.orderId)
})
