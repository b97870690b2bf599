import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { findAbandonedCheckoutCartsStep } from "../steps/find-abandoned-checkout-carts"
import { removeCartsStep } from "../steps/remove-carts"

/** How long a prepared checkout's cart is kept without a change or an order. */
export const ABANDONED_CHECKOUT_HOURS = 24

/** Removes the carts of checkouts left without an order; answers the ids removed. */
export const removeAbandonedCheckoutCartsWorkflow = createWorkflow(
  "remove-abandoned-checkout-carts",
  (input: { olderThanHours: number }) => new WorkflowResponse(removeCartsStep(findAbandonedCheckoutCartsStep(input)))
)
