import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { preparedCartIdsOf } from "./find-prepared-cart"

/**
 * Removes the carts this checkout prepared before that no longer match what is ordered (its lines
 * or prices have changed since), so a checkout keeps at most one open cart: the one prepared anew,
 * or the order's. Compensation brings them back. Nothing to do without a checkout session.
 */
export const discardPreparedCartsStep = createStep(
  "discard-prepared-carts",
  async (input: { submissionId: string | null; customerId: string }, { container }) => {
    if (!input.submissionId) return new StepResponse(undefined, [] as string[])
    const ids = await preparedCartIdsOf(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.customerId, input.submissionId)
    if (ids.length) await container.resolve(Modules.CART).softDeleteCarts(ids)
    return new StepResponse(undefined, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreCarts(ids)
  }
)
