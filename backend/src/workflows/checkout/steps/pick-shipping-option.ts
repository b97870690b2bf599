import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * The shipping option for the cart: the seed's rules make exactly one apply (free above the
 * threshold, standard otherwise), so the first one Medusa lists is it.
 */
export const pickShippingOptionStep = createStep("pick-shipping-option", async (options: Array<{ id: string }>) => {
  const option = options[0]
  if (!option) throw new Error("No shipping option applies to this order")
  return new StepResponse(option.id)
})
