import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"

type Payment = { id: string; captured_at?: string | Date | null; canceled_at?: string | Date | null } | null

/**
 * Captures a delivered order's payment (cash or card taken on delivery) unless it is captured or
 * cancelled already, so Medusa's dashboard shows the order paid (docs/decisions.md "After the
 * order"). Safe to run again: a captured payment is left alone.
 */
export const captureOrderPaymentWorkflow = createWorkflow("capture-shop-order-payment", (input: { orderId: string }) => {
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
