import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type DiscountTerms, discountFor, shipsFree } from "@printshop/contract"
import { toAmount } from "../../../lib/orders/order-view"
import { FREE_SHIPPING_OPTION_NAME, STANDARD_SHIPPING_OPTION_NAME } from "../../../lib/shop"

/**
 * The shipping option for the cart: the seed's two options are ruled by the cart's item subtotal
 * after its discount (free above the threshold, standard otherwise: docs/decisions.md,
 * "Promotions"), so that subtotal names the one that applies. A free-shipping code keeps the
 * standard option, which its promotion then takes 100% off. Two reads instead of Medusa's listing
 * of every option with its price: Medusa still checks the option's rules when the method is added,
 * so a wrong pick refuses the order, never ships it at the wrong price.
 */
export const pickShippingOptionStep = createStep(
  "pick-shipping-option",
  async (input: { cartId: string; terms: DiscountTerms | null }, { container }) => {
    const [{ data: carts }, options] = await Promise.all([
      container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: ["id", "item_subtotal"], filters: { id: input.cartId } }),
      container
        .resolve(Modules.FULFILLMENT)
        .listShippingOptions({ name: [FREE_SHIPPING_OPTION_NAME, STANDARD_SHIPPING_OPTION_NAME] }, { select: ["id", "name"] }),
    ])
    const subtotal = toAmount((carts[0] as unknown as { item_subtotal: unknown }).item_subtotal)
    const name = shipsFree(subtotal - discountFor(subtotal, input.terms)) ? FREE_SHIPPING_OPTION_NAME : STANDARD_SHIPPING_OPTION_NAME
    const option = options.find((candidate) => candidate.name === name)
    if (!option) throw new Error(`The shop has no "${name}" shipping option: run the seed first`)
    return new StepResponse(option.id)
  }
)
