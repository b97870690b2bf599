import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { FulfillmentWorkflowEvents, Modules } from "@medusajs/framework/utils"
import { orderOfFulfillment } from "../lib/orders/order-view"
import { captureOrderPaymentWorkflow } from "../workflows/orders/workflows/capture-order-payment"

/**
 * An order marked delivered in Medusa's dashboard has its payment captured as one marked delivered
 * in the shop's /admin (which captures in its own workflow, so this finds nothing left to do).
 */
export default async function captureOnDelivery({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderOfFulfillment(container, event.data.id)
  if (!orderId) return
  await container
    .resolve(Modules.LOCKING)
    .execute(`order-payment:${orderId}`, () => captureOrderPaymentWorkflow(container).run({ input: { orderId } }), { timeout: 30 })
}

export const config: SubscriberConfig = {
  event: FulfillmentWorkflowEvents.DELIVERY_CREATED,
  context: { subscriberId: "capture-on-delivery" },
}
