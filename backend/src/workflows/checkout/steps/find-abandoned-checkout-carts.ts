import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/** Carts removed per run; the next run takes the rest. */
const BATCH = 500

/**
 * The carts checkouts prepared (POST /api/checkout) that were neither ordered nor touched for
 * `olderThanHours`: the shopper left the checkout. removeCartsStep removes them; a shopper who
 * comes back later loses nothing, because placing the order makes its cart afresh when none is
 * prepared.
 */
export const findAbandonedCheckoutCartsStep = createStep(
  "find-abandoned-checkout-carts",
  async (input: { olderThanHours: number }, { container }) => {
    const { rows } = await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
      `SELECT id FROM cart
        WHERE deleted_at IS NULL AND completed_at IS NULL AND metadata->>'checkout_submission' IS NOT NULL
          AND updated_at < now() - make_interval(hours => ?)
        ORDER BY updated_at
        LIMIT ?`,
      [input.olderThanHours, BATCH]
    )
    return new StepResponse((rows as Array<{ id: string }>).map((row) => row.id))
  }
)
