import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { preparedCartIdsOf } from "./find-prepared-cart"

/**
 * The open carts this checkout prepared before, found when they no longer match what is ordered
 * (its lines or prices have changed since): removeCartsStep then removes them, so a checkout keeps
 * at most one open cart, the one prepared anew or the order's. None without a checkout session.
 */
export const findStalePreparedCartsStep = createStep(
  "find-stale-prepared-carts",
  async (input: { submissionId: string | null; customerId: string }, { container }) => {
    if (!input.submissionId) return new StepResponse([] as string[])
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    return new StepResponse(await preparedCartIdsOf(db, input.customerId, input.submissionId))
  }
)
