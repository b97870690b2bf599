import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

type AdjustedOrder = {
  customer_id?: string | null
  email?: string | null
  items?: Array<{ adjustments?: Array<{ code?: string | null } | null> | null } | null> | null
  shipping_methods?: Array<{ adjustments?: Array<{ code?: string | null } | null> | null } | null> | null
}

/**
 * A cancelled order gives its promo code's use back (docs/decisions.md, "Promotions"): Medusa counted
 * it, against the code's limit and the customer's, from the order's discounts when it was placed.
 */
export async function giveBackPromotionUse(container: MedusaContainer, orderId: string): Promise<void> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "customer_id", "email", "items.adjustments.code", "shipping_methods.adjustments.code"],
    filters: { id: orderId },
  })
  const order = data[0] as AdjustedOrder | undefined
  const codes = new Set(
    [...(order?.items ?? []), ...(order?.shipping_methods ?? [])]
      .flatMap((line) => line?.adjustments ?? [])
      .map((adjustment) => adjustment?.code)
      .filter((code): code is string => Boolean(code))
  )
  if (!order || codes.size === 0) return
  await container.resolve(Modules.PROMOTION).revertUsage(
    [...codes].map((code) => ({ action: "addItemAdjustment" as const, item_id: "", amount: 0, code })),
    { customer_id: order.customer_id ?? null, customer_email: order.email ?? null }
  )
}
