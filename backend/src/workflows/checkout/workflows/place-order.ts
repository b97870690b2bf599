import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  addShippingMethodToCartStep,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWithPricingWorkflow,
  releaseLockStep,
  updateTaxLinesWorkflow,
  validateCartShippingOptionsPriceStep,
  validateCartShippingOptionsStep,
} from "@medusajs/medusa/core-flows"
import { checkStockStep } from "../steps/check-stock"
import { compareTotalsStep } from "../steps/compare-totals"
import { ensureNewCheckoutStep } from "../steps/find-previous-checkout"
import { pickShippingOptionStep } from "../steps/pick-shipping-option"
import { recordCheckoutStep } from "../steps/record-checkout"
import { resolveOrderLinesStep } from "../steps/resolve-order-lines"
import { resolveShopContextStep } from "../steps/resolve-shop-context"
import { CHECKOUT_LOCK_TIMING, checkoutLockKey, stockLockKeys } from "./locks"

const MANUAL_PAYMENT_PROVIDER = "pp_system_default"

type OrderAddress = {
  first_name: string
  last_name: string
  address_1: string
  address_2?: string
  city: string
  province: string
  postal_code: string
  country_code: string
  phone?: string
}

export type PlaceOrderWorkflowInput = {
  customerId: string
  /** `<customer id>:<sessionId>`: one checkout places at most one order; null without a sessionId. */
  submissionId: string | null
  email: string
  shippingAddress: OrderAddress
  billingAddress: OrderAddress
  items: Array<{ productId: string; quantity: number }>
  /** The client's total in cents: compared with Medusa's, never used as a price. */
  clientTotalCents: number
  /** Kept on the order: the name and phone as typed, the payment method, the checkout's session. */
  orderMetadata: Record<string, unknown>
}

/**
 * Places a customer's order with Medusa's cart flows (DESIGN §4): a cart in the US region with
 * the products' variants, addresses and e-mail, the shipping option the subtotal selects and a
 * manual payment session; then completion, which prices, taxes and reserves the stock, inside a
 * lock per variant with the stock checked again in it, so the last units are never sold twice
 * (across processes too, with the Redis locking provider). The order's details (the name and
 * phone as typed, the payment method, the checkout) travel in the cart's metadata, which Medusa
 * copies onto the order in the transaction that creates it, so an order never exists without
 * them; the checkout's record is written in the same run. Any failure undoes every step before
 * it, leaving no cart, no order and no reservation, and a retry of the same checkout never places
 * a second order: the checkout is found on the order when its record is missing, and the route
 * then finishes that order's interrupted completion (finishInterruptedOrderWorkflow).
 */
export const placeOrderWorkflow = createWorkflow("place-shop-order", (input: PlaceOrderWorkflowInput) => {
  const checkoutLock = transform({ input }, ({ input }) => checkoutLockKey(input.submissionId))
  acquireLockStep({ key: checkoutLock, ...CHECKOUT_LOCK_TIMING }).config({ name: "acquire-checkout-lock" })
  ensureNewCheckoutStep({ submissionId: input.submissionId, customerId: input.customerId })

  const lines = resolveOrderLinesStep(input.items)
  checkStockStep(lines)
  const shop = resolveShopContextStep()
  const cartInput = transform({ input, shop, lines }, ({ input, shop, lines }) => ({
    region_id: shop.regionId,
    sales_channel_id: shop.salesChannelId,
    customer_id: input.customerId,
    email: input.email,
    shipping_address: input.shippingAddress,
    billing_address: input.billingAddress,
    items: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
    metadata: { ...input.orderMetadata, checkout_submission: input.submissionId },
  }))
  const cart = createCartWorkflow.runAsStep({ input: cartInput })

  const optionId = pickShippingOptionStep({ cartId: cart.id })
  // The shipping method is added with the steps of Medusa's add-shipping-method flow, without its
  // closing refresh of the whole cart (about 190 ms of re-pricing): this cart was priced and taxed a
  // moment ago in this run and has no payment collection or promotion yet, so only the new method
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
  updateTaxLinesWorkflow.runAsStep({ input: { cart_id: cart.id } })
  compareTotalsStep({ cartId: cart.id, clientTotalCents: input.clientTotalCents, lines })

  const collection = createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: cart.id } })
  createPaymentSessionsWorkflow.runAsStep({
    input: { payment_collection_id: collection.id, provider_id: MANUAL_PAYMENT_PROVIDER },
  })

  const stockLock = transform({ lines }, ({ lines }) => stockLockKeys(lines))
  acquireLockStep({ key: stockLock, ...CHECKOUT_LOCK_TIMING }).config({ name: "acquire-stock-lock" })
  checkStockStep(lines).config({ name: "check-stock-in-lock" })
  const order = completeCartWorkflow.runAsStep({ input: { id: cart.id } })
  releaseLockStep({ key: stockLock }).config({ name: "release-stock-lock" })

  recordCheckoutStep({ submissionId: input.submissionId, customerId: input.customerId, orderId: order.id })
  releaseLockStep({ key: checkoutLock }).config({ name: "release-checkout-lock" })
  return new WorkflowResponse({ orderId: order.id })
})
