import { Modules } from "@medusajs/framework/utils"
import { StepResponse, WorkflowResponse, createStep, createWorkflow, when } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow, emitEventStep, refundPaymentWorkflow } from "@medusajs/medusa/core-flows"

export type RecordReturnRefundInput = {
  returnId: string
  orderId: string
  /** The captured payment to refund; null when the payment was not captured yet (it is captured first). */
  paymentId: string
  captured: boolean
  amount: number
  shippingRefunded: boolean
  /** Staff refunded less than was due: the amount due and why (shown to the customer). */
  reduction: { fullAmount: number; reason: string } | null
  createdBy: string | null
}

/** Keeps the refund on the return (the shop's figures: amount, and whether it included shipping). */
const markReturnRefundedStep = createStep(
  "mark-return-refunded",
  async (input: { returnId: string; amount: number; shippingRefunded: boolean; reduction: RecordReturnRefundInput["reduction"] }, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const [previous] = await orders.listReturns({ id: input.returnId }, { select: ["id", "metadata"], take: 1 })
    await orders.updateReturns([
      {
        selector: { id: input.returnId },
        data: {
          metadata: {
            ...(previous?.metadata ?? {}),
            refund_amount: input.amount.toFixed(2),
            shipping_refunded: input.shippingRefunded,
            ...(input.reduction ? { refund_full: input.reduction.fullAmount.toFixed(2), refund_reduced_reason: input.reduction.reason } : {}),
          },
        },
      },
    ])
    return new StepResponse(undefined, { id: input.returnId, metadata: previous?.metadata ?? {} })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.ORDER).updateReturns([{ selector: { id: previous.id }, data: { metadata: previous.metadata } }])
  }
)

/**
 * The refund of a received return, through Medusa's payment workflows: an order paid on delivery
 * whose payment was not captured yet is captured first; then the amount is refunded and kept on
 * the return, and `return.refunded` has the customer e-mailed.
 */
export const recordReturnRefundWorkflow = createWorkflow("record-return-refund", (input: RecordReturnRefundInput) => {
  when({ input }, ({ input }) => !input.captured).then(() => {
    capturePaymentWorkflow.runAsStep({ input: { payment_id: input.paymentId } })
  })
  when({ input }, ({ input }) => input.amount > 0).then(() => {
    refundPaymentWorkflow.runAsStep({ input: { payment_id: input.paymentId, amount: input.amount, created_by: input.createdBy ?? undefined } })
  })
  markReturnRefundedStep({ returnId: input.returnId, amount: input.amount, shippingRefunded: input.shippingRefunded, reduction: input.reduction })
  emitEventStep({ eventName: "return.refunded", data: { id: input.returnId, order_id: input.orderId } })
  return new WorkflowResponse(input.returnId)
})
