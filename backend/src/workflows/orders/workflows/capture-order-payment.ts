import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"

type Payment = { id: string; captured_at?: string | Date | null; canceled_at?: string | Date | null } | null

/**
 * Captures a delivered order's payment (cash or card taken on delivery) unless it is captured or
 * cancelled already, so Medusa's dashboard shows the order paid (docs/decisions.md "After the
 * order"). Safe to run again: a captured payment is left alone. An order paid by invoice on
 * payment terms ships and is delivered unpaid: only staff marking its invoice paid (`invoicePaid`)
 * captures it.
 */
export const captureOrderPaymentWorkflow = createWorkflow("capture-shop-order-payment", (input: { orderId: string; invoicePaid?: boolean }) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "metadata", "payment_collections.payments.id", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
    filters: { id: input.orderId },
  }).config({ name: "get-order-payments" })
  const paymentId = transform({ orders, input }, ({ orders, input }) => {
    const order = orders[0] as { metadata?: Record<string, unknown> | null; payment_collections?: Array<{ payments?: Payment[] } | null> } | undefined
    if (order?.metadata?.payment_terms && !input.invoicePaid) return null
    const payments = order?.payment_collections?.flatMap((collection) => collection?.payments ?? [])
    return payments?.find((payment) => payment && !payment.captured_at && !payment.canceled_at)?.id ?? null
  })
  when({ paymentId }, ({ paymentId }) => Boolean(paymentId)).then(() => {
    capturePaymentWorkflow.runAsStep({ input: { payment_id: paymentId as unknown as string } })
  })
  return new WorkflowResponse(input.orderId)
})
