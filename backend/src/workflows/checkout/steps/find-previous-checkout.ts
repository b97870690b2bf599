import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { CHECKOUT_SUBMISSIONS_MODULE } from "../../../modules/checkout-submissions"
import type CheckoutSubmissionsModuleService from "../../../modules/checkout-submissions/service"
import { CheckoutRefusal } from "./checkout-refusal"

/**
 * The order a checkout placed before its record was written: Medusa copies the cart's metadata,
 * which names the checkout, onto the order in the same transaction that creates it, while the
 * checkout's own record is a later step that a process stopped in between never reaches. An order
 * cancelled because its interrupted completion found its units sold does not count: the checkout
 * may then be placed again.
 */
async function orderOfCheckout(container: MedusaContainer, customerId: string, submissionId: string): Promise<string | null> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `SELECT id FROM "order"
      WHERE customer_id = ? AND deleted_at IS NULL AND status <> 'canceled' AND metadata->>'checkout_submission' = ?
      ORDER BY created_at LIMIT 1`,
    [customerId, submissionId]
  )
  return (rows[0]?.id as string | undefined) ?? null
}

/**
 * One checkout places at most one order: when this checkout (customer + the storefront's
 * sessionId) already placed one, the workflow stops here and the route answers that order, after
 * finishing its completion when a stop interrupted it (the order exists, the record does not).
 */
export const ensureNewCheckoutStep = createStep(
  "ensure-new-checkout",
  async (input: { submissionId: string | null; customerId: string }, { container }) => {
    if (!input.submissionId) return new StepResponse(undefined)
    const checkout = container.resolve<CheckoutSubmissionsModuleService>(CHECKOUT_SUBMISSIONS_MODULE)
    const [previous] = await checkout.listCheckoutSubmissions({ id: input.submissionId }, { take: 1 })
    if (previous?.order_id) throw new CheckoutRefusal({ code: "repeated", orderId: previous.order_id })
    const interrupted = await orderOfCheckout(container, input.customerId, input.submissionId)
    if (interrupted) throw new CheckoutRefusal({ code: "interrupted", orderId: interrupted })
    return new StepResponse(undefined)
  }
)
