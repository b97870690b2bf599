import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { shipsFree } from "@printshop/contract"
import { toAmount } from "../../../lib/orders/order-view"
import { FREE_SHIPPING_OPTION_NAME, STANDARD_SHIPPING_OPTION_NAME } from "../../../lib/shop"

/**
 * The shipping option for the cart: the seed's two options are ruled by the cart's item subtotal
 * (free above the threshold, standard otherwise: docs/architecture.md, "Shipping and tax"), so the
 * subtotal names the one that applies. Two reads instead of Medusa's listing of every option with
 * its price: Medusa still checks the option's rules when the method is added, so a wrong pick
 * refuses the order, never ships it at the wrong price.
 */
export const pickShippingOptionStep = createStep("pick-shipping-option", async (input: { cartId: string }, { container }) => {
  const [{ data: carts }, options] = await Promise.all([
    container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: ["id", "item_subtotal"], filters: { id: input.cartId } }),
    container
      .resolve(Modules.FULFILLMENT)
      .listShippingOptions({ name: [FREE_SHIPPING_OPTION_NAME, STANDARD_SHIPPING_OPTION_NAME] }, { select: ["id", "name"] }),
  ])
  const subtotal = toAmount((carts[0] as unknown as { item_subtotal: unknown }).item_subtotal)
  const name = shipsFree(subtotal) ? FREE_SHIPPING_OPTION_NAME : STANDARD_SHIPPING_OPTION_NAME
  const option = options.find((candidate) => candidate.name === name)
  if (!option) throw new Error(`The shop has no "${name}" shipping option: run the seed first`)
  return new StepResponse(option.id)
})
