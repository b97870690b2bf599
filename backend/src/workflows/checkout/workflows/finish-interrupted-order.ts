import type { MedusaContainer, UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { Modules, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addOrderTransactionStep,
  authorizePaymentSessionStep,
  cancelOrderWorkflow,
  createRemoteLinkStep,
  emitEventStep,
  releaseLockStep,
  reserveInventoryStep,
  updateCartsStep,
} from "@medusajs/medusa/core-flows"
import { checkStockStep } from "../steps/check-stock"
import { type CheckoutRefusalDetails, checkoutRefusalOf } from "../steps/checkout-refusal"
import { inspectInterruptedOrderStep } from "../steps/inspect-interrupted-order"
import { planReservationsStep } from "../steps/plan-reservations"
import { recordCheckoutStep } from "../steps/record-checkout"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"
import { QuoteEvents } from "../../quotes/events"
import { acceptQuoteOfOrderStep } from "../../quotes/steps/accept-quote-of-order"
import { CHECKOUT_LOCK_TIMING, checkoutLockKey, stockLockKeys } from "./locks"

export type FinishInterruptedOrderInput = { orderId: string; customerId: string; submissionId: string }

/**
 * Finishes the completion of a checkout's order that a stop interrupted (the order exists, the
 * checkout's record does not), when the shopper sends the checkout again: the same steps Medusa's
 * cart completion runs after creating the order, each only where it did not happen (the stock
 * reservation, inside the stock lock with the stock checked again; the order's links to its cart
 * and payment; the cart marked completed; the payment authorised; the order-placed event), then
 * the checkout's record, and an accepted quote's mark. When the units were sold meanwhile the stock check refuses, and the
 * route cancels the order. Run again, it finds nothing left to do.
 */
export const finishInterruptedOrderWorkflow = createWorkflow(
  "finish-interrupted-shop-order",
  (input: FinishInterruptedOrderInput) => {
    const checkoutLock = transform({ input }, ({ input }) => checkoutLockKey(input.submissionId))
    acquireLockStep({ key: checkoutLock, ...CHECKOUT_LOCK_TIMING }).config({ name: "acquire-checkout-lock" })
    const state = inspectInterruptedOrderStep(input)

    const stockLock = transform({ state }, ({ state }) => stockLockKeys(state.unreserved))
    acquireLockStep({ key: stockLock, ...CHECKOUT_LOCK_TIMING }).config({ name: "acquire-stock-lock" })
    checkStockStep(state.unreserved)
    const reservations = planReservationsStep(state.unreserved)
    reserveInventoryStep(reservations)
    releaseLockStep({ key: stockLock }).config({ name: "release-stock-lock" })

    createRemoteLinkStep(state.missingLinks)
    when("complete-cart", { state }, ({ state }) => !state.cartCompleted).then(() => {
      // The update Medusa's completion makes; its input type leaves completed_at out.
      const completion = transform({ state }, ({ state }) => [
        { id: state.cartId, completed_at: new Date() } as unknown as UpdateCartWorkflowInputDTO,
      ])
      updateCartsStep(completion)
    })
    when("authorize-payment", { state }, ({ state }) => state.paymentSessionId !== null).then(() => {
      const payment = authorizePaymentSessionStep({ id: state.paymentSessionId as string })
      const transactions = transform({ payment, state }, ({ payment, state }) =>
        payment
          ? (payment.captures ?? []).map((capture) => ({
              order_id: state.orderId,
              amount: capture.raw_amount ?? capture.amount,
              currency_code: payment.currency_code,
              reference: "capture",
              reference_id: capture.id,
            }))
          : []
      )
      addOrderTransactionStep(transactions)
    })
    when("record-checkout", { state }, ({ state }) => !state.recorded).then(() => {
      emitEventStep({ eventName: OrderWorkflowEvents.PLACED, data: { id: state.orderId } })
      recordCheckoutStep({ submissionId: input.submissionId, customerId: input.customerId, orderId: state.orderId })
    })
    // An accepted quote's order: the quote is marked accepted with it if the stop came first.
    const quote = acceptQuoteOfOrderStep({ orderId: state.orderId })
    when("quote-accepted", { quote }, ({ quote }) => quote !== null).then(() => {
      emitEventStep({ eventName: QuoteEvents.ACCEPTED, data: transform({ quote }, ({ quote }) => ({ id: quote!.id })) }).config({ name: "emit-quote-accepted" })
    })
    releaseLockStep({ key: checkoutLock }).config({ name: "release-checkout-lock" })
    refreshCatalogueStep(transform({ state }, ({ state }) => state.unreserved.map((line) => line.productId)))
    return new WorkflowResponse({ orderId: state.orderId })
  }
)

/**
 * Finishes the completion a stop interrupted; null when it is done, or the refusal when the
 * order's units were sold meanwhile, in which case the order is cancelled (it was never answered)
 * and the checkout may be placed again. Used by POST /api/orders when the checkout is sent again
 * and by the finish-interrupted-orders job for checkouts that are not.
 */
export async function finishOrCancelInterruptedOrder(
  container: MedusaContainer,
  input: FinishInterruptedOrderInput
): Promise<Extract<CheckoutRefusalDetails, { code: "insufficient_stock" }> | null> {
  try {
    await finishInterruptedOrderWorkflow(container).run({ input })
    return null
  } catch (error) {
    const refusal = checkoutRefusalOf(error)
    if (refusal?.code !== "insufficient_stock") throw error
    // Under the checkout's lock: the same checkout sent again at the same moment cancels it once.
    await container.resolve(Modules.LOCKING).execute(
      checkoutLockKey(input.submissionId),
      async () => {
        const order = await container.resolve(Modules.ORDER).retrieveOrder(input.orderId, { select: ["id", "status"] })
        if (order.status !== "canceled") await cancelOrderWorkflow(container).run({ input: { order_id: input.orderId } })
      },
      { timeout: CHECKOUT_LOCK_TIMING.timeout }
    )
    return refusal
  }
}
