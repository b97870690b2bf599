import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/** Carts removed per run; the next run takes the rest. */
const BATCH = 500

/**
 * Removes (soft-deletes) the carts checkouts prepared (POST /api/checkout) that were neither
 * ordered nor touched for `olderThanHours`: the shopper left the checkout. A shopper who comes back
 * later loses nothing, because placing the order makes its cart afresh when none is prepared.
 * Answers the carts removed; compensation brings them back.
 */
export const removeAbandonedCheckoutCartsStep = createStep(
  "remove-abandoned-checkout-carts",
  async (input: { olderThanHours: number }, { container }) => {
    const { rows } = await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
      `SELECT id FROM cart
        WHERE deleted_at IS NULL AND completed_at IS NULL AND metadata->>'checkout_submission' IS NOT NULL
          AND updated_at < now() - make_interval(hours => ?)
        ORDER BY updated_at
        LIMIT ?`,
      [input.olderThanHours, BATCH]
    )
    const ids = (rows as Array<{ id: string }>).map((row) => row.id)
    if (ids.length) await container.resolve(Modules.CART).softDeleteCarts(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreCarts(ids)
  }
)
