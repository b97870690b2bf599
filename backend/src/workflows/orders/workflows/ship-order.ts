import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow } from "@medusajs/medusa/core-flows"
import { recordOrderDetailsStep } from "../steps/record-order-details"

export type ShipOrderInput = {
  orderId: string
  /** The fulfillment to ship; null when the order was not being prepared yet (one is made first). */
  fulfillmentId: string | null
  items: Array<{ id: string; quantity: number }>
  locationId: string
  carrier: string
  trackingNumber: string
  estimatedDelivery: string | null
}

/**
 * Staff ship an order (docs/architecture.md, "How an order flows"): through Medusa's shipment
 * workflow, with the carrier on the fulfillment and the tracking number on its label; the estimated
 * delivery is kept on the order. An order not yet being prepared is fulfilled first, in the same
 * run.
 */
export const shipOrderWorkflow = createWorkflow("ship-shop-order", (input: ShipOrderInput) => {
  const created = when({ input }, ({ input }) => !input.fulfillmentId).then(() =>
    createOrderFulfillmentWorkflow.runAsStep({
      input: { order_id: input.orderId, items: input.items, location_id: input.locationId, metadata: { carrier: input.carrier } },
    })
  )
  const shipment = transform({ input, created }, ({ input, created }) => ({
    order_id: input.orderId,
    fulfillment_id: input.fulfillmentId ?? created!.id,
    items: input.items,
    labels: [{ tracking_number: input.trackingNumber, tracking_url: "", label_url: "" }],
    metadata: { carrier: input.carrier },
  }))
  createOrderShipmentWorkflow.runAsStep({ input: shipment })
  const details = transform({ input }, ({ input }) => ({
    orderId: input.orderId,
    metadata: { carrier: input.carrier, estimated_delivery: input.estimatedDelivery },
  }))
  recordOrderDetailsStep(details)
  return new WorkflowResponse(shipment)
})
