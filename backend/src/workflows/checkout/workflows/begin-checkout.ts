import type { PaymentMethod } from "@printshop/contract"
import { parallelize, transform } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep } from "@medusajs/medusa/core-flows"
import { checkPromotionStep } from "../../promotions/steps/read-promotion"
import { checkQuoteStep, withQuotePrices } from "../steps/check-quote"
import { checkStockStep } from "../steps/check-stock"
import { checkUnpaidHoldingsStep } from "../steps/check-unpaid-holdings"
import { ensureNewCheckoutStep } from "../steps/find-previous-checkout"
import {
  type CheckoutAddress,
  type PreparedCartRow,
  type PricedFor,
  addressKeyOf,
  preparedCartMatches,
  promoTermsOf,
  readPreparedCartStep,
} from "../steps/find-prepared-cart"
import { pricingFingerprintStep } from "../../pricing/steps/read-shop-pricing"
import { linesSubtotal, resolveOrderLinesStep } from "../steps/resolve-order-lines"
import { resolvePaymentProviderStep } from "../steps/resolve-payment-provider"
import { resolveShopContextStep } from "../steps/resolve-shop-context"
import { CHECKOUT_LOCK_TIMING, checkoutLockKey } from "./locks"

export type BeginCheckoutInput = {
  customerId: string
  /** `<customer id>:<sessionId>`; null for a client that sends no sessionId (placing only). */
  submissionId: string | null
  items: Array<{ productId: string; quantity: number }>
  /** The promo code typed in (capitals), or null. */
  promoCode?: string | null
  /** The shipping address the cart is priced for (only the country before one is typed). */
  shippingAddress: CheckoutAddress
  /** The shipping option asked for, or null for the cheapest. */
  shippingOptionId: string | null
  /** How the shopper pays: decides the Medusa payment provider of the cart's payment session. */
  paymentMethod: PaymentMethod
  /** A quote being accepted: `items` are its lines, priced at its prices. */
  quoteId?: string | null
}

/**
 * The steps preparing a checkout (prepareCheckoutWorkflow) and placing its order
 * (placeOrderWorkflow) both begin with, called inside their composition: the checkout's lock
 * (released by the caller), a refusal when the checkout has already placed its order, then four
 * independent reads side by side (the requested products resolved to lines, the shop's region and
 * channel, the cart prepared earlier for this checkout, the fingerprint of Medusa's pricing
 * settings, the payment provider of the payment method); the lines' stock and the customer's unpaid holdings checked (so that the shopper hears
 * early: placing checks both again inside the stock lock); the promo code checked for the lines'
 * subtotal and the customer; and the prepared cart kept when it still matches the lines, the code,
 * the address, the shipping option, the payment provider and Medusa's settings now (null
 * otherwise). `pricedFor` is what a new cart is priced for, kept in its metadata.
 */
export function beginCheckout(input: BeginCheckoutInput) {
  const checkoutLock = transform({ input }, ({ input }) => checkoutLockKey(input.submissionId))
  acquireLockStep({ key: checkoutLock, ...CHECKOUT_LOCK_TIMING }).config({ name: "acquire-checkout-lock" })
  ensureNewCheckoutStep({ submissionId: input.submissionId, customerId: input.customerId })
  const quote = checkQuoteStep(transform({ input }, ({ input }) => ({ quoteId: input.quoteId ?? null, customerId: input.customerId, items: input.items })))

  const paymentMethod = transform({ input }, ({ input }) => ({ method: input.paymentMethod }))
  const [catalogueLines, shop, preparedCart, pricing, paymentProviderId] = parallelize(
    resolveOrderLinesStep(input.items),
    resolveShopContextStep(),
    readPreparedCartStep({ submissionId: input.submissionId, customerId: input.customerId }),
    pricingFingerprintStep(),
    resolvePaymentProviderStep(paymentMethod)
  )
  const lines = transform({ catalogueLines, quote }, ({ catalogueLines, quote }) => withQuotePrices(catalogueLines, quote))
  // A quote's quantities were agreed with staff: the ceiling on unpaid holdings is not theirs.
  const heldLines = transform({ lines, quote }, ({ lines, quote }) => (quote ? [] : lines))
  checkStockStep(lines)
  checkUnpaidHoldingsStep({ customerId: input.customerId, lines: heldLines })
  const promotionInput = transform({ input, lines }, ({ input, lines }) => ({
    code: input.promoCode ?? null,
    subtotal: linesSubtotal(lines),
    customerId: input.customerId,
  }))
  const promotion = checkPromotionStep(promotionInput)
  const pricedFor = transform({ input, pricing, promotion, paymentProviderId }, ({ input, pricing, promotion, paymentProviderId }): PricedFor => ({
    pricing,
    addressKey: addressKeyOf(input.shippingAddress),
    shippingOptionId: input.shippingOptionId,
    promoTerms: promoTermsOf(promotion),
    paymentProviderId,
  }))
  const prepared = transform({ preparedCart, lines, shop, promotion, pricedFor }, ({ preparedCart, lines, shop, promotion, pricedFor }): PreparedCartRow | null =>
    preparedCart && preparedCartMatches(preparedCart, lines, shop.regionId, promotion, pricedFor) ? preparedCart : null
  )
  return { checkoutLock, lines, heldLines, quote, shop, promotion, prepared, pricedFor, paymentProviderId }
}
