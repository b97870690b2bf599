import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * Removes (soft-deletes) the given open carts: a checkout's prepared carts that no longer match,
 * or the carts of checkouts left without an order. Answers their ids; compensation brings them back.
 */
export const removeCartsStep = createStep(
  "remove-carts",
  async (ids: string[], { container }) => {
    if (ids.length) await container.resolve(Modules.CART).softDeleteCarts(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreCarts(ids)
  }
)
