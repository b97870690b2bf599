import type { PaymentMethod } from "@printshop/contract"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { releaseLockStep } from "@medusajs/medusa/core-flows"
import { readCartFiguresStep } from "../steps/compare-totals"
import { type CheckoutAddress, type PreparedCartRow, pricedForMetadata, readCartPaymentStep } from "../steps/find-prepared-cart"
import { findStalePreparedCartsStep } from "../steps/find-stale-prepared-carts"
import { offerShippingOptionsStep } from "../steps/offer-shipping-options"
import { removeCartsStep } from "../steps/remove-carts"
import { cartItemOf } from "../steps/resolve-order-lines"
import { beginCheckout } from "./begin-checkout"
import { buildCheckoutCartWorkflow } from "./build-checkout-cart"

export type PrepareCheckoutWorkflowInput = {
  customerId: string
  /** `<customer id>:<sessionId>`, as the order will name it. */
  submissionId: string
  /** The customer's e-mail (the order's, too). */
  email: string
  items: Array<{ productId: string; quantity: number }>
  promoCode: string | null
  /** The shipping address typed in (Medusa's fields), or only the country before there is one. */
  shippingAddress: CheckoutAddress
  /** The shipping option the shopper chose, or null for the cheapest. */
  shippingOptionId: string | null
  /** How the shopper will pay (the payment session's provider follows it). */
  paymentMethod: PaymentMethod
  /** A quote being accepted: `items` are its lines, priced at its prices. */
  quoteId?: string | null
}

/**
 * Prepares a checkout's order while the shopper fills in the form (POST /api/checkout): the
 * Medusa cart with the products, priced, with the shipping option chosen among those Medusa offers
 * for the address, tax lines for it and a payment session (buildCheckoutCartWorkflow), named
 * after the checkout, so placing the order (placeOrderWorkflow) only adds the shopper's details
 * and completes it. Sent again for the same lines, code, address and option, under the same Medusa
 * settings, it keeps the cart it has; otherwise it replaces it. Runs under the checkout's lock, so
 * it never races the order being placed. Nothing is reserved: the stock is checked here so the
 * shopper learns early, and again when the order is placed. Answers the cart's figures (its lines
 * and totals), the shipping options offered, with the one chosen, and the payment session's
 * provider and client secret (a card processor's element confirms the card with it).
 */
export const prepareCheckoutWorkflow = createWorkflow("prepare-shop-checkout", (input: PrepareCheckoutWorkflowInput) => {
  const { checkoutLock, lines, shop, promotion, prepared, pricedFor, paymentProviderId } = beginCheckout(input)
  const built = when("prepare-cart", { prepared }, ({ prepared }) => prepared === null).then(() => {
    removeCartsStep(findStalePreparedCartsStep({ submissionId: input.submissionId, customerId: input.customerId }))
    const cartInput = transform({ input, shop, lines, promotion, pricedFor, paymentProviderId }, ({ input, shop, lines, promotion, pricedFor, paymentProviderId }) => ({
      promotion,
      shippingOptionId: input.shippingOptionId,
      paymentProviderId,
      cart: {
        region_id: shop.regionId,
        sales_channel_id: shop.salesChannelId,
        customer_id: input.customerId,
        email: input.email,
        shipping_address: input.shippingAddress,
        items: lines.map(cartItemOf),
        metadata: {
          checkout_submission: input.submissionId,
          promo_code: promotion?.code ?? null,
          payment_method: input.paymentMethod,
          ...pricedForMetadata(pricedFor),
        },
      },
    }))
    return buildCheckoutCartWorkflow.runAsStep({ input: cartInput })
  })
  // A cart kept as it was: the options Medusa offers it now, the one on it chosen.
  const kept = when("offer-kept-cart", { prepared }, ({ prepared }) => prepared !== null).then(() => {
    const asked = transform({ prepared }, ({ prepared }) => ({
      cartId: (prepared as PreparedCartRow).id,
      wanted: (prepared as PreparedCartRow).shipping_methods?.[0]?.shipping_option_id ?? null,
    }))
    return offerShippingOptionsStep(asked).config({ name: "offer-shipping-options-of-kept-cart" })
  })
  const cartId = transform({ prepared, built }, ({ prepared, built }) => prepared?.id ?? (built as { cartId: string }).cartId)
  const shipping = transform({ built, kept }, ({ built, kept }) => {
    const source = (built ?? kept) as { offers: Array<{ id: string; name: string; description: string | null; amount: number }>; chosenId: string }
    return { offers: source.offers, chosenId: source.chosenId }
  })
  const figures = readCartFiguresStep({ cartId, figures: prepared })
  const payment = readCartPaymentStep({ cartId, prepared })
  releaseLockStep({ key: checkoutLock }).config({ name: "release-checkout-lock" })
  return new WorkflowResponse({ cartId, figures, shipping, payment })
})
