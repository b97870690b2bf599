import { PROMO_MESSAGES, type PromoRefusalCode, type QuoteStatus } from "@printshop/contract"

/**
 * A checkout the shop refuses with an answer for the shopper (unknown product, not enough stock,
 * changed prices) or that was already placed. Thrown inside the workflow, so everything created
 * before it is undone; workflows serialize errors, so the route recognises it by `name`.
 */
export type CheckoutRefusalDetails =
  | { code: "repeated"; orderId: string }
  /** The checkout's order exists but its completion was interrupted (no checkout record). */
  | { code: "interrupted"; orderId: string }
  | { code: "unknown_product"; productId: string; index: number }
  /** No shipping option of Medusa's applies to the cart and its address. */
  | { code: "no_shipping_option" }
  /** The payment method is not among those the region's payment providers offer now; or none is. */
  | { code: "payment_unavailable" }
  | { code: "no_payment_method" }
  /** The card processor did not authorise the payment (declined, or its confirmation not finished). */
  | { code: "card_not_authorized" }
  /** A card payment confirmed for a cart that no longer is the order: the card is confirmed again. */
  | { code: "card_confirm_again" }
  | { code: "insufficient_stock"; productId: string; name: string; available: number }
  /** More of a product than one account may hold in unpaid orders; `available` is how many more it may order. */
  | { code: "quantity_limit"; productId: string; name: string; limit: number; available: number }
  | {
      code: "total_mismatch"
      subtotal: number
      discount: number
      shippingCost: number
      tax: number
      totalAmount: number
      items: Array<{ productId: string; price: number }>
    }
  /** The quote being accepted is not the customer's, or no longer priced (expired, accepted, declined). */
  | { code: "quote_unavailable"; status: Exclude<QuoteStatus, "quoted"> | "missing" }
  /** Staff changed the quote's lines since the checkout began. */
  | { code: "quote_changed" }
  /** A promo code that cannot be used now (docs/decisions.md, "Promotions"). */
  | { code: PromoRefusalCode; message: string; missing?: number }

export const CHECKOUT_REFUSAL = "CheckoutRefusal"

export class CheckoutRefusal extends Error {
  readonly details: CheckoutRefusalDetails
  constructor(details: CheckoutRefusalDetails) {
    super(`Checkout refused: ${details.code}`)
    this.name = CHECKOUT_REFUSAL
    this.details = details
  }
}

/** The refusal inside an error a workflow threw, if it is one. */
export function checkoutRefusalOf(error: unknown): CheckoutRefusalDetails | null {
  const candidate = error as { name?: unknown; details?: unknown } | null
  return candidate?.name === CHECKOUT_REFUSAL && candidate.details ? (candidate.details as CheckoutRefusalDetails) : null
}

/**
 * Medusa's completion authorises the payment session last: a card processor that declined it, or
 * whose confirmation (3-D Secure) is not finished, fails the completion (everything undone) with
 * these errors, which the shopper reads as a card not accepted.
 */
export function paymentRefusalOf(error: unknown): CheckoutRefusalDetails | null {
  const candidate = error as { type?: unknown; message?: unknown } | null
  const type = String(candidate?.type ?? "")
  const message = String(candidate?.message ?? "")
  if (type === "payment_authorization_error" || type === "payment_requires_more_error") return { code: "card_not_authorized" }
  if (/Payment authorization failed|More information is required for payment|was not authorized with the provider/.test(message)) return { code: "card_not_authorized" }
  return null
}

/**
 * Medusa counts a code's use when the order is placed, under a lock on the promotion: the order
 * that would go over the code's limit, or use a once-per-customer code a second time, fails there
 * (everything undone) with these errors, which the shopper reads as the refusal they mean.
 */
export function promotionUsageRefusalOf(error: unknown): CheckoutRefusalDetails | null {
  const message = String((error as { message?: unknown } | null)?.message ?? "")
  if (message.includes("Promotion usage exceeds the limit")) return { code: "promotion_used_up", message: PROMO_MESSAGES.usedUp }
  if (message.includes("Promotion usage exceeds the budget limit")) return { code: "promotion_already_used", message: PROMO_MESSAGES.alreadyUsed }
  return null
}
