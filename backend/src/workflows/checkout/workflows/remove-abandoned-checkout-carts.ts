import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { removeAbandonedCheckoutCartsStep } from "../steps/remove-abandoned-checkout-carts"

/** How long a prepared checkout's cart is kept without a change or an order. */
export const ABANDONED_CHECKOUT_HOURS = 24

/** Removes the carts of checkouts left without an order (removeAbandonedCheckoutCartsStep). */
export const removeAbandonedCheckoutCartsWorkflow = createWorkflow(
  "remove-abandoned-checkout-carts",
  (input: { olderThanHours: number }) => new WorkflowResponse(removeAbandonedCheckoutCartsStep(input))
)
