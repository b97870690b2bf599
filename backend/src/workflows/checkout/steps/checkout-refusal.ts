import { PROMO_MESSAGES, type PromoRefusalCode } from "@printshop/contract"

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
