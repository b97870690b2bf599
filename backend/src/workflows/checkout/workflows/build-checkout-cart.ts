import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { PromotionActions } from "@medusajs/framework/utils"
import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import {
  addShippingMethodToCartStep,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  updateCartPromotionsWorkflow,
  updateTaxLinesWorkflow,
  validateCartShippingOptionsPriceStep,
  validateCartShippingOptionsStep,
} from "@medusajs/medusa/core-flows"
import type { CheckedPromotion } from "../../promotions/steps/read-promotion"
import { alignPromotionAdjustmentsStep } from "../steps/align-promotion-adjustments"
import { offerShippingOptionsStep } from "../steps/offer-shipping-options"

export type BuildCheckoutCartInput = {
  cart: CreateCartWorkflowInputDTO
  /** The promo code, checked (docs/decisions.md, "Promotions"); null without one. */
  promotion: CheckedPromotion | null
  /** The shipping option the shopper chose; the cheapest that applies when null or no longer offered. */
  shippingOptionId: string | null
  /** The Medusa payment provider the order is paid through (the region's, for the payment method). */
  paymentProviderId: string
}

/**
 * A checkout's Medusa cart, ready to complete: created with its items (priced by Medusa), its
 * promotion's discount on the items, the shipping option chosen among those Medusa offers for it
 * (the cheapest by default; a free-shipping code's promotion then takes 100% off it), tax lines for
 * its address (a state's own rate where Medusa has one) and a payment session with the provider
 * of the payment method (Medusa's system provider, or the card processor, which starts its payment
 * for the cart's total here). Run
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

  // Medusa's options for this cart and address, priced for it; the chosen one (or the cheapest)
  // becomes the cart's method with the steps of Medusa's add-shipping-method flow, without its
  // closing refresh of the whole cart: this cart was priced a moment ago in this run and has no
  // payment collection yet, and a refresh would recompute the aligned discount; only the new
  // method needs its price and tax lines. The seed's options use the manual fulfilment provider,
  // which takes no method data.
  const { offers, chosenId, chosen } = offerShippingOptionsStep({ cartId: cart.id, wanted: input.shippingOptionId })
  const optionIds = transform({ chosenId }, ({ chosenId }) => [chosenId])
  const shippingOptions = transform({ chosen }, ({ chosen }) => [chosen])
  validateCartShippingOptionsStep({ option_ids: optionIds, prefetched_shipping_options: shippingOptions as never })
  validateCartShippingOptionsPriceStep({ shippingOptions: shippingOptions as never })
  const shippingMethods = transform({ cart, chosen }, ({ cart, chosen }) => [
    {
      cart_id: cart.id,
      shipping_option_id: chosen.id,
      name: chosen.name,
      amount: chosen.calculated_price!.calculated_amount as number,
      is_tax_inclusive: Boolean(chosen.calculated_price!.is_calculated_price_tax_inclusive),
      data: {},
    },
  ])
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
    input: { payment_collection_id: collection.id, provider_id: input.paymentProviderId },
  })
  const cartId = transform({ cart }, ({ cart }) => cart.id)
  return new WorkflowResponse({ cartId, offers, chosenId })
})
