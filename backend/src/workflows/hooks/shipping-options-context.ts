import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  listShippingOptionsForCartWithPricingWorkflow,
  listShippingOptionsForCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { ITEM_SUBTOTAL_RULE_ATTRIBUTE } from "../../lib/shop"

type CartLine = { unit_price?: unknown; quantity?: unknown } | null | undefined

/**
 * The cart's item subtotal before tax (sum of unit price times quantity). Medusa's own
 * `item_total` includes sales tax, which would let a $95 cart ship free; the shipping option
 * rules compare this figure instead.
 */
export function cartItemSubtotal(items: CartLine[] | null | undefined): number {
  const subtotal = (items ?? []).reduce((sum, item) => {
    if (!item) return sum
    return MathBN.add(sum, MathBN.mult(MathBN.convert(item.unit_price as number), MathBN.convert(item.quantity as number)))
  }, MathBN.convert(0))
  return Number(MathBN.convert(subtotal).toFixed(2))
}

/** What promotions took off the cart's items (their adjustments), before tax. */
async function itemDiscount(container: MedusaContainer, cartId: string | undefined): Promise<number> {
  if (!cartId) return 0
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "cart",
    fields: ["id", "items.adjustments.amount"],
    filters: { id: cartId },
  })
  const items = (data[0] as { items?: Array<{ adjustments?: Array<{ amount?: unknown }> | null } | null> } | undefined)?.items ?? []
  const total = items
    .flatMap((item) => item?.adjustments ?? [])
    .reduce((sum, adjustment) => MathBN.add(sum, MathBN.convert((adjustment.amount ?? 0) as number)), MathBN.convert(0))
  return Number(MathBN.convert(total).toFixed(2))
}

/**
 * The item subtotal the shipping rules compare: after a promo code's discount (docs/decisions.md,
 * "Promotions"), so a $120 cart with $30 off pays for shipping as a $90 one does.
 */
async function shippingContext(
  { cart }: { cart: { id?: string; items?: CartLine[] | null } },
  { container }: { container: MedusaContainer }
) {
  const subtotal = cartItemSubtotal(cart?.items)
  const discount = await itemDiscount(container, cart?.id)
  return new StepResponse({ [ITEM_SUBTOTAL_RULE_ATTRIBUTE]: Number((subtotal - discount).toFixed(2)) })
}

listShippingOptionsForCartWorkflow.hooks.setShippingOptionsContext(shippingContext)
listShippingOptionsForCartWithPricingWorkflow.hooks.setShippingOptionsContext(shippingContext)
