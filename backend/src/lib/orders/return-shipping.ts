import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * The store's metadata key (Medusa's dashboard: Settings > Store > Metadata) holding the unit price
 * above which an item comes back at the shop's cost whatever the reason (the returns policy's
 * "free return shipping for items over $100"; the seed sets 100). Empty or absent: no such rule.
 */
export const FREE_RETURN_SHIPPING_SETTING = "free_return_shipping_over"

/** The merchant's threshold for free return shipping, in dollars, or null when none is set. */
export async function freeReturnShippingOver(container: MedusaContainer): Promise<number | null> {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["id", "metadata"], take: 1 })
  const value = Number(store?.metadata?.[FREE_RETURN_SHIPPING_SETTING] ?? Number.NaN)
  return Number.isFinite(value) && value > 0 ? value : null
}
