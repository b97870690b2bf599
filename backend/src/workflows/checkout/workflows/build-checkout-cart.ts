import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { PromotionActions } from "@medusajs/framework/utils"
import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import {
  addShippingMethodToCartStep,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWithPricingWorkflow,
  updateCartPromotionsWorkflow,
  updateTaxLinesWorkflow,
  validateCartShippingOptionsPriceStep,
  validateCartShippingOptionsStep,
} from "@medusajs/medusa/core-flows"
import type { CheckedPromotion } from "../../promotions/steps/read-promotion"
import { alignPromotionAdjustmentsStep } from "../steps/align-promotion-adjustments"
import { pickShippingOptionStep } from "../steps/pick-shipping-option"

const MANUAL_PAYMENT_PROVIDER = "pp_system_default"

export type BuildCheckoutCartInput = {
  cart: CreateCartWorkflowInputDTO
  /** The promo code, checked (docs/decisions.md, "Promotions"); null without one. */
  promotion: CheckedPromotion | null
}

/**
 * A checkout's Medusa cart, ready to complete: created with its items (priced by Medusa), its
 * promotion's discount on the items, the shipping option its discounted subtotal selects (then, for
 * a free-shipping code, the promotion's 100% off it), tax lines and a manual payment session. Run
 * by the place-order workflow, or earlier by the prepare-checkout workflow while the shopper fills
 * in the form. A failure later in the calling workflow deletes the cart again.
 */
export const buildCheckoutCartWorkflow = createWorkflow("build-checkout-cart", (input: BuildCheckoutCartInput) => {
  const cart = createCartWorkflow.runAsStep({ input: input.cart })

  // Money off the items: Medusa's adjustments, then set to the contract's figures to the cent.
  when("discount-items", { input }, ({ input }) => Boolean(input.promotion && input.promotion.terms.kind !== "free_shipping")).then(() => {
    const promoCodes = transform({ input }, ({ input }) => [input.promotion!.code])
    updateCartPromotionsWorkflow
      .runAsStep({ input: { cart_id: cart.id, promo_codes: promoCodes, action: PromotionActions.ADD } })
      .config({ name: "apply-item-promotion" })
    alignPromotionAdjustmentsStep({ cartId: cart.id, promotion: input.promotion! })
  })

  const terms = transform({ input }, ({ input }) => input.promotion?.terms ?? null)
  const optionId = pickShippingOptionStep({ cartId: cart.id, terms })
  // The shipping method is added with the steps of Medusa's add-shipping-method flow, without its
  // closing refresh of the whole cart: this cart was priced a moment ago in this run and has no
  // payment collection yet, and a refresh would recompute the aligned discount; only the new method
  // needs its price (Medusa's, for this cart) and tax lines. The seed's options use the manual
  // fulfilment provider, which takes no method data.
  const optionIds = transform({ optionId }, ({ optionId }) => [optionId])
  const shippingOptions = listShippingOptionsForCartWithPricingWorkflow.runAsStep({
    input: { cart_id: cart.id, options: [{ id: optionId }], is_return: false },
  })
  validateCartShippingOptionsStep({ option_ids: optionIds, prefetched_shipping_options: shippingOptions })
  validateCartShippingOptionsPriceStep({ shippingOptions })
  const shippingMethods = transform({ cart, shippingOptions }, ({ cart, shippingOptions }) =>
    shippingOptions.map((option) => ({
      cart_id: cart.id,
      shipping_option_id: option.id,
      name: option.name,
      amount: option.calculated_price.calculated_amount,
      is_tax_inclusive: Boolean(option.calculated_price.is_calculated_price_tax_inclusive),
      data: {},
    }))
  )
  addShippingMethodToCartStep({ shipping_methods: shippingMethods })
  // Free shipping: Medusa's promotion takes the method's price off once the method is there.
  when("discount-shipping", { input }, ({ input }) => input.promotion?.terms.kind === "free_shipping").then(() => {
    const promoCodes = transform({ input }, ({ input }) => [input.promotion!.code])
    updateCartPromotionsWorkflow
      .runAsStep({ input: { cart_id: cart.id, promo_codes: promoCodes, action: PromotionActions.ADD } })
      .config({ name: "apply-shipping-promotion" })
  })
  updateTaxLinesWorkflow.runAsStep({ input: { cart_id: cart.id } })

  const collection = createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: cart.id } })
  createPaymentSessionsWorkflow.runAsStep({
    input: { payment_collection_id: collection.id, provider_id: MANUAL_PAYMENT_PROVIDER },
  })
  const cartId = transform({ cart }, ({ cart }) => cart.id)
  return new WorkflowResponse({ cartId })
})
