import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { FulfillmentWorkflowEvents, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendEmail } from "../workflows/emails/send-email-now"

/** Emitted by record-return-refund once a received return's refund is recorded. */
const RETURN_REFUNDED = "return.refunded"

/**
 * The customer's e-mails about an order: confirmed when placed, shipped, delivered, cancelled
 * (docs/email.md), and about its returns: requested, then received with the refund. Shipment and
 * delivery events name the fulfillment.
 */
export default async function orderEmails({ event, container }: SubscriberArgs<{ id: string; return_id?: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  if (event.name === OrderWorkflowEvents.RETURN_REQUESTED && event.data.return_id) {
    await sendEmail(container, { kind: "return-requested", id: event.data.return_id })
    return
  }
  if (event.name === RETURN_REFUNDED) {
    await sendEmail(container, { kind: "return-received", id: event.data.id })
    return
  }
  const kind = {
    [OrderWorkflowEvents.PLACED]: "order-confirmation",
    [OrderWorkflowEvents.CANCELED]: "order-cancelled",
    [FulfillmentWorkflowEvents.SHIPMENT_CREATED]: "order-shipped",
    [FulfillmentWorkflowEvents.DELIVERY_CREATED]: "order-delivered",
  }[event.name] as "order-confirmation" | "order-cancelled" | "order-shipped" | "order-delivered" | undefined
  if (kind) await sendEmail(container, { kind, id: event.data.id })
}

export const config: SubscriberConfig = {
  event: [
    OrderWorkflowEvents.PLACED,
    OrderWorkflowEvents.CANCELED,
    FulfillmentWorkflowEvents.SHIPMENT_CREATED,
    FulfillmentWorkflowEvents.DELIVERY_CREATED,
    OrderWorkflowEvents.RETURN_REQUESTED,
    RETURN_REFUNDED,
  ],
  context: { subscriberId: "order-emails" },
}
