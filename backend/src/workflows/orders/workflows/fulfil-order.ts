import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { createOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"

export type FulfilOrderInput = { orderId: string; items: Array<{ id: string; quantity: number }>; locationId: string }

/** Staff start preparing an order (processing): a fulfillment of every item from the shop's location. */
export const fulfilOrderWorkflow = createWorkflow("fulfil-shop-order", (input: FulfilOrderInput) => {
  const fulfillment = createOrderFulfillmentWorkflow.runAsStep({
    input: { order_id: input.orderId, items: input.items, location_id: input.locationId },
  })
  return new WorkflowResponse(fulfillment)
})
