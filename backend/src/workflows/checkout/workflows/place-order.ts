import type { PaymentMethod } from "@printshop/contract"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, completeCartWorkflow, emitEventStep, releaseLockStep, updateCartsStep } from "@medusajs/medusa/core-flows"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"
import { QuoteEvents } from "../../quotes/events"
import { setQuoteStatusStep } from "../../quotes/steps/set-quote-status"
import { cartItemOf } from "../steps/resolve-order-lines"
import { checkStockStep } from "../steps/check-stock"
import { checkUnpaidHoldingsStep } from "../steps/check-unpaid-holdings"
import { reopenDeclinedPaymentStep } from "../steps/reopen-declined-payment"
import { requireConfirmedCardStep } from "../steps/require-confirmed-card"
import { compareTotalsStep } from "../steps/compare-totals"
import type { PreparedCartRow } from "../steps/find-prepared-cart"
import { findStalePreparedCartsStep } from "../steps/find-stale-prepared-carts"
import { removeCartsStep } from "../steps/remove-carts"
import { recordCheckoutStep } from "../steps/record-checkout"
import { beginCheckout } from "./begin-checkout"
import { buildCheckoutCartWorkflow } from "./build-checkout-cart"
import { CHECKOUT_LOCK_TIMING, stockLockKeys } from "./locks"

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
  /** The promo code typed in (capitals), or null; checked again here. */
  promoCode?: string | null
  /** The shipping option chosen, or null for the cheapest Medusa offers. */
  shippingOptionId: string | null
  /** How the shopper pays (the payment session's provider follows it). */
  paymentMethod: PaymentMethod
  /** A quote being accepted (its lines are `items`): marked accepted with the order. */
  quoteId?: string | null
}

/**
 * Places a customer's order with Medusa's cart flows (docs/architecture.md, "How an order flows"):
 * a cart in the US region with the products' variants, addresses and e-mail, the shipping option
 * chosen and a payment session with the payment method's provider (made now, or found ready when
 * the checkout was prepared while the shopper filled in the form and still matches; a card
 * processor's payment only from the prepared cart, which the shopper confirmed the card for); then
 * completion, which prices, taxes and reserves the stock, and last authorises the payment with its
 * provider, inside a lock per variant with the stock and the customer's unpaid
 * holdings checked again in it, so the last units are never sold twice nor held past the ceiling (across processes too, with the Redis locking provider). The
 * order's details (the name and phone as typed, the payment method, the checkout) travel in the
 * cart's metadata, which Medusa copies onto the order in the transaction that creates it, so an
 * order never exists without them; the checkout's record is written in the same run. Any failure
 * undoes every step before it, leaving no cart, no order and no reservation, and a retry of the
 * same checkout never places a second order: the checkout is found on the order when its record is
 * missing, and the route then finishes that order's interrupted completion
 * (finishInterruptedOrderWorkflow). Answers the order's id and the cart's figures (its lines and
 * totals, compared with the client's), which the order was made from.
 */
export const placeOrderWorkflow = createWorkflow("place-shop-order", (input: PlaceOrderWorkflowInput) => {
  const { checkoutLock, lines, heldLines, quote, shop, promotion, prepared, paymentProviderId } = beginCheckout(input)
  // A card processor's payment was confirmed by the shopper for the cart prepared: another cart
  // would be a payment nobody confirmed, so the shopper confirms the card again for the new figures.
  requireConfirmedCardStep({ prepared, paymentProviderId })
  // The cart the checkout prepared while the shopper filled in the form (prepareCheckoutWorkflow)
  // only needs the shopper's details when it was priced for this address (its state and postal
  // code), shipping option and Medusa's settings now; otherwise the cart is made now.
  const details = transform({ input, promotion }, ({ input, promotion }) => ({
    email: input.email,
    shipping_address: input.shippingAddress,
    billing_address: input.billingAddress,
    metadata: { ...input.orderMetadata, checkout_submission: input.submissionId, promo_code: promotion?.code ?? null },
  }))
  when("use-prepared-cart", { prepared }, ({ prepared }) => prepared !== null).then(() => {
    const update = transform({ prepared, details }, ({ prepared, details }) => [{ id: (prepared as PreparedCartRow).id, ...details }])
    updateCartsStep(update)
    reopenDeclinedPaymentStep({ prepared })
  })
  const built = when("build-cart", { prepared }, ({ prepared }) => prepared === null).then(() => {
    // A cart prepared for other lines or prices is not left open behind the order.
    removeCartsStep(findStalePreparedCartsStep({ submissionId: input.submissionId, customerId: input.customerId }))
    const cartInput = transform({ input, shop, lines, details, promotion, paymentProviderId }, ({ input, shop, lines, details, promotion, paymentProviderId }) => ({
      promotion,
      paymentProviderId,
      cart: {
        region_id: shop.regionId,
        sales_channel_id: shop.salesChannelId,
        customer_id: input.customerId,
        items: lines.map(cartItemOf),
        ...details,
      },
      shippingOptionId: input.shippingOptionId,
    }))
    return buildCheckoutCartWorkflow.runAsStep({ input: cartInput })
  })
  const cartId = transform({ prepared, built }, ({ prepared, built }) => prepared?.id ?? (built as { cartId: string }).cartId)
  const figures = compareTotalsStep({ cartId, figures: prepared, clientTotalCents: input.clientTotalCents, lines })

  const stockLock = transform({ lines }, ({ lines }) => stockLockKeys(lines))
  acquireLockStep({ key: stockLock, ...CHECKOUT_LOCK_TIMING }).config({ name: "acquire-stock-lock" })
  checkStockStep(lines).config({ name: "check-stock-in-lock" })
  checkUnpaidHoldingsStep({ customerId: input.customerId, lines: heldLines }).config({ name: "check-unpaid-holdings-in-lock" })
  const order = completeCartWorkflow.runAsStep({ input: { id: cartId } })
  releaseLockStep({ key: stockLock }).config({ name: "release-stock-lock" })

  recordCheckoutStep({ submissionId: input.submissionId, customerId: input.customerId, orderId: order.id })
  when("accept-quote", { quote }, ({ quote }) => quote !== null).then(() => {
    const accepted = setQuoteStatusStep(transform({ quote, order }, ({ quote, order }) => ({ quoteId: quote!.id, status: "accepted" as const, orderId: order.id })))
    emitEventStep({ eventName: QuoteEvents.ACCEPTED, data: transform({ accepted }, ({ accepted }) => ({ id: accepted.id })) }).config({ name: "emit-quote-accepted" })
  })
  releaseLockStep({ key: checkoutLock }).config({ name: "release-checkout-lock" })
  // The stock just sold shows in the catalogue on the very next request.
  refreshCatalogueStep(transform({ input }, ({ input }) => input.items.map((item) => item.productId)))
  return new WorkflowResponse({ orderId: order.id, figures })
})
