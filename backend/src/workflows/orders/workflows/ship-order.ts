import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow } from "@medusajs/medusa/core-flows"
import { captureAtShipmentStep } from "../steps/capture-at-shipment"
import { recordOrderDetailsStep } from "../steps/record-order-details"
import { captureOrderPaymentWorkflow } from "./capture-order-payment"

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
 * run. A card processor's payment is captured here when the store's `payment_capture` metadata is
 * "shipment" (docs/operations.md, "Payments"); otherwise delivery captures it.
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
  // A card processor's payment is captured now when the merchant's store setting says so (otherwise at delivery).
  const captureNow = captureAtShipmentStep({ orderId: input.orderId })
  when("capture-at-shipment", { captureNow }, ({ captureNow }) => captureNow).then(() => {
    captureOrderPaymentWorkflow.runAsStep({ input: { orderId: input.orderId } })
  })
  return new WorkflowResponse(shipment)
})
