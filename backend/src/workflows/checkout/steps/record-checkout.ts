import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { CHECKOUT_MODULE } from "../../../modules/checkout"
import type CheckoutModuleService from "../../../modules/checkout/service"

/**
 * Remembers which order this checkout placed, in the same workflow as the order: a repeated
 * submission finds it (ensureNewCheckoutStep). Compensation forgets it again.
 */
export const recordCheckoutStep = createStep(
  "record-checkout",
  async (input: { submissionId: string | null; customerId: string; orderId: string }, { container }) => {
    if (!input.submissionId) return new StepResponse(undefined, null)
    await container
      .resolve<CheckoutModuleService>(CHECKOUT_MODULE)
      .createCheckoutSubmissions({ id: input.submissionId, customer_id: input.customerId, order_id: input.orderId })
    return new StepResponse(undefined, input.submissionId)
  },
  async (submissionId, { container }) => {
    if (!submissionId) return
    await container.resolve<CheckoutModuleService>(CHECKOUT_MODULE).deleteCheckoutSubmissions([submissionId])
  }
)
