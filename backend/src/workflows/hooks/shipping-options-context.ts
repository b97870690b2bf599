import { MathBN } from "@medusajs/framework/utils"
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

function shippingContext({ cart }: { cart: { items?: CartLine[] | null } }) {
  return new StepResponse({ [ITEM_SUBTOTAL_RULE_ATTRIBUTE]: cartItemSubtotal(cart?.items) })
}

listShippingOptionsForCartWorkflow.hooks.setShippingOptionsContext(shippingContext)
listShippingOptionsForCartWithPricingWorkflow.hooks.setShippingOptionsContext(shippingContext)
