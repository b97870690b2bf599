import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow, markOrderFulfillmentAsDeliveredWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"

type Payment = { id: string; captured_at?: string | Date | null; canceled_at?: string | Date | null } | null

/**
 * Staff mark a shipped order delivered (Medusa's delivery workflow on its shipment); the payment,
 * cash or card taken on delivery, is captured then, so Medusa's dashboard shows the order paid.
 */
export const deliverOrderWorkflow = createWorkflow("deliver-shop-order", (input: { orderId: string; fulfillmentId: string }) => {
  markOrderFulfillmentAsDeliveredWorkflow.runAsStep({ input: { orderId: input.orderId, fulfillmentId: input.fulfillmentId } })
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "payment_collections.payments.id", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
    filters: { id: input.orderId },
  }).config({ name: "get-order-payments" })
  const paymentId = transform({ orders }, ({ orders }) => {
    const payments = (orders[0] as { payment_collections?: Array<{ payments?: Payment[] } | null> } | undefined)?.payment_collections?.flatMap(
      (collection) => collection?.payments ?? []
    )
    return payments?.find((payment) => payment && !payment.captured_at && !payment.canceled_at)?.id ?? null
  })
  when({ paymentId }, ({ paymentId }) => Boolean(paymentId)).then(() => {
    capturePaymentWorkflow.runAsStep({ input: { payment_id: paymentId as unknown as string } })
  })
  return new WorkflowResponse(input.orderId)
})
