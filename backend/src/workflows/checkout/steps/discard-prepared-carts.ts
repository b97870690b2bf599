import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { preparedCartIdsOf } from "./find-prepared-cart"

/**
 * Removes the carts this checkout prepared before (its lines have changed since), so a checkout
 * keeps one prepared cart. Compensation brings them back.
 */
export const discardPreparedCartsStep = createStep(
  "discard-prepared-carts",
  async (input: { submissionId: string; customerId: string }, { container }) => {
    const ids = await preparedCartIdsOf(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.customerId, input.submissionId)
    if (ids.length) await container.resolve(Modules.CART).softDeleteCarts(ids)
    return new StepResponse(undefined, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreCarts(ids)
  }
)
