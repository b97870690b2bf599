import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { CHECKOUT_SUBMISSIONS_MODULE } from "../../../modules/checkout-submissions"
import type CheckoutSubmissionsModuleService from "../../../modules/checkout-submissions/service"
import { CheckoutRefusal } from "./checkout-refusal"

/**
 * One checkout places at most one order: when this checkout (customer + the storefront's
 * sessionId) already placed one, the workflow stops here and the route answers that order.
 */
export const ensureNewCheckoutStep = createStep(
  "ensure-new-checkout",
  async (input: { submissionId: string | null }, { container }) => {
    if (!input.submissionId) return new StepResponse(undefined)
    const checkout = container.resolve<CheckoutSubmissionsModuleService>(CHECKOUT_SUBMISSIONS_MODULE)
    const [previous] = await checkout.listCheckoutSubmissions({ id: input.submissionId }, { take: 1 })
    if (previous) throw new CheckoutRefusal({ code: "repeated", orderId: previous.order_id })
    return new StepResponse(undefined)
  }
)
