import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type DiscountTerms, discountFor, fromCents, shareInCents, toCents } from "@printshop/contract"
import { toAmount } from "../../../lib/orders/order-view"

/**
 * Medusa computes a percentage off the items line by line, in fractions of a cent, so its total and
 * tax could drift a cent from the contract's pricing. This sets the code's line adjustments to the
 * contract's discount (rounded once, for the whole order), spread over the lines in whole cents;
 * tax, totals and the order then follow from them.
 */
export const alignPromotionAdjustmentsStep = createStep(
  "align-promotion-adjustments",
  async (input: { cartId: string; promotion: { id: string; code: string; terms: DiscountTerms } }, { container }) => {
    const carts = container.resolve(Modules.CART)
    const cart = await carts.retrieveCart(input.cartId, { relations: ["items", "items.adjustments"] })
    const items = [...(cart.items ?? [])].sort((a, b) => a.id.localeCompare(b.id))
    const lineCents = items.map((item) => toCents(toAmount(item.unit_price) * toAmount(item.quantity)))
    const subtotal = fromCents(lineCents.reduce((sum, cents) => sum + cents, 0))
    const shares = shareInCents(lineCents, toCents(discountFor(subtotal, input.promotion.terms)))
    const adjustments = items.flatMap((item, index) => {
      if (shares[index] === 0) return []
      const existing = (item.adjustments ?? []).find((adjustment) => adjustment.code === input.promotion.code)
      return [
        {
          ...(existing ? { id: existing.id } : {}),
          item_id: item.id,
          code: input.promotion.code,
          promotion_id: input.promotion.id,
          amount: fromCents(shares[index]),
        },
      ]
    })
    await carts.setLineItemAdjustments(input.cartId, adjustments)
    return new StepResponse(null)
  }
)
