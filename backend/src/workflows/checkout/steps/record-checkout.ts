import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { CHECKOUT_SUBMISSIONS_MODULE } from "../../../modules/checkout-submissions"
import type CheckoutSubmissionsModuleService from "../../../modules/checkout-submissions/service"

/**
 * Remembers which order this checkout placed, in the same workflow as the order: a repeated
 * submission finds it (ensureNewCheckoutStep). Compensation forgets it again.
 */
export const recordCheckoutStep = createStep(
  "record-checkout",
  async (input: { submissionId: string | null; customerId: string; orderId: string }, { container }) => {
    if (!input.submissionId) return new StepResponse(undefined, null)
    await container
      .resolve<CheckoutSubmissionsModuleService>(CHECKOUT_SUBMISSIONS_MODULE)
      .createCheckoutSubmissions({ id: input.submissionId, customer_id: input.customerId, order_id: input.orderId })
    return new StepResponse(undefined, input.submissionId)
  },
  async (submissionId, { container }) => {
    if (!submissionId) return
    await container.resolve<CheckoutSubmissionsModuleService>(CHECKOUT_SUBMISSIONS_MODULE).deleteCheckoutSubmissions([submissionId])
  }
)
