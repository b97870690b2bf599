import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * Removes the carts this checkout prepared before (its lines have changed since), so a checkout
 * keeps one prepared cart. Compensation brings them back.
 */
export const discardPreparedCartsStep = createStep(
  "discard-prepared-carts",
  async (input: { submissionId: string; customerId: string }, { container }) => {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const { rows } = await db.raw(
      `SELECT id FROM cart
        WHERE customer_id = ? AND deleted_at IS NULL AND completed_at IS NULL AND metadata->>'checkout_submission' = ?`,
      [input.customerId, input.submissionId]
    )
    const ids = (rows as Array<{ id: string }>).map((row) => row.id)
    if (ids.length) await container.resolve(Modules.CART).softDeleteCarts(ids)
    return new StepResponse(undefined, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreCarts(ids)
  }
)
