import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { listShippingOptionsForCartWithPricingWorkflow } from "@medusajs/medusa/core-flows"
import { toAmount } from "../../../lib/orders/order-view"
import { CheckoutRefusal } from "./checkout-refusal"

/** A shipping option the checkout offers, at Medusa's price for the cart. */
export type ShippingOfferForCart = { id: string; name: string; description: string | null; amount: number }

/** An option as Medusa's listing answers it (what adding it as the cart's method needs). */
type PricedOption = {
  id: string
  name: string
  type?: { description?: string | null } | null
  calculated_price?: { calculated_amount?: unknown; is_calculated_price_tax_inclusive?: boolean } | null
}

/**
 * The shipping options Medusa offers for the cart and its address (its service zones and rules,
 * the shop's item subtotal among them: src/workflows/hooks/shipping-options-context.ts), at their
 * prices for it, cheapest first; and the one the order ships by: `wanted` while it is offered,
 * otherwise the cheapest (docs/decisions.md, "Medusa's settings decide"). Refuses the checkout when
 * none applies. `chosen` is Medusa's own record of the option, as adding it to the cart needs it.
 */
export const offerShippingOptionsStep = createStep(
  "offer-shipping-options",
  async (input: { cartId: string; wanted: string | null }, { container }) => {
    const { result } = await listShippingOptionsForCartWithPricingWorkflow(container).run({ input: { cart_id: input.cartId, is_return: false } })
    const priced = (result as unknown as PricedOption[]).filter((option) => option.calculated_price?.calculated_amount !== null && option.calculated_price?.calculated_amount !== undefined)
    const offers: ShippingOfferForCart[] = priced
      .map((option) => ({
        id: option.id,
        name: option.name,
        description: option.type?.description ?? null,
        amount: toAmount(option.calculated_price!.calculated_amount),
      }))
      .sort((a, b) => a.amount - b.amount || a.name.localeCompare(b.name))
    if (!offers.length) throw new CheckoutRefusal({ code: "no_shipping_option" })
    const chosenId = offers.some((offer) => offer.id === input.wanted) ? input.wanted! : offers[0].id
    const chosen = priced.find((option) => option.id === chosenId)!
    return new StepResponse({ offers, chosenId, chosen })
  }
)
