/**
 * The shop's pricing rules (docs/architecture.md, "Shipping and tax"), set once: the backend's
 * shipping options and tax region are made from them, and the storefront's cart computes the same
 * totals, to the cent.
 */

/** An order whose item subtotal (before tax) is strictly above this ships free. */
export const FREE_SHIPPING_THRESHOLD = 99
/** Shipping for every other order. */
export const STANDARD_SHIPPING_PRICE = 9.99
/** Sales tax in percent of the item subtotal; shipping is not taxed. */
export const TAX_RATE_PERCENT = 8

export const toCents = (amount: number): number => Math.round(amount * 100)
export const fromCents = (cents: number): number => cents / 100
/** An amount as the /api writes it: a decimal string with two places. */
export const formatAmount = (amount: number): string => amount.toFixed(2)

export interface OrderTotals {
  /** The item subtotal before the discount. */
  subtotal: number
  /** What a promotion takes off the item subtotal (0 without one). */
  discount: number
  shipping: number
  tax: number
  total: number
}

/** What a promotion gives: a percentage off the items, a fixed amount off the order, or free shipping. */
export const DISCOUNT_KINDS = ["percentage", "fixed", "free_shipping"] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]
export interface DiscountTerms {
  kind: DiscountKind
  /** Percent (0-100) for `percentage`, dollars for `fixed`; ignored for `free_shipping`. */
  value: number
}

/**
 * The discount in dollars a promotion takes off an item subtotal, to the cent: a percentage of it
 * (rounded half up), or a fixed amount never above it; free shipping takes nothing off the items.
 */
export function discountFor(subtotal: number, terms: DiscountTerms | null | undefined): number {
  if (!terms) return 0
  const subtotalCents = toCents(subtotal)
  if (terms.kind === "percentage") return fromCents(Math.min(subtotalCents, Math.round((subtotalCents * terms.value) / 100)))
  if (terms.kind === "fixed") return fromCents(Math.min(subtotalCents, toCents(terms.value)))
  return 0
}

export const shipsFree = (subtotal: number): boolean => toCents(subtotal) > toCents(FREE_SHIPPING_THRESHOLD)

/**
 * Discount, shipping, tax and total for an item subtotal, worked in cents (docs/decisions.md,
 * "Promotions"): the discount comes off the item subtotal; shipping is free above the threshold of
 * the discounted subtotal, or with a free-shipping promotion; tax is a share of the discounted
 * subtotal. Total = discounted subtotal + shipping + tax.
 */
export function orderTotals(subtotal: number, terms?: DiscountTerms | null): OrderTotals {
  const subtotalCents = toCents(subtotal)
  const discountCents = toCents(discountFor(subtotal, terms))
  const discountedCents = subtotalCents - discountCents
  const freeShipping = terms?.kind === "free_shipping" || shipsFree(fromCents(discountedCents))
  const shippingCents = freeShipping ? 0 : toCents(STANDARD_SHIPPING_PRICE)
  const taxCents = Math.round((discountedCents * TAX_RATE_PERCENT) / 100)
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(discountCents),
    shipping: fromCents(shippingCents),
    tax: fromCents(taxCents),
    total: fromCents(discountedCents + shippingCents + taxCents),
  }
}

/**
 * A discount shared across amounts in cents, in proportion, as whole cents that add up to it
 * exactly (largest remainder first): how the server spreads an order's discount over its lines.
 */
export function shareInCents(amountsCents: readonly number[], discountCents: number): number[] {
  const total = amountsCents.reduce((sum, amount) => sum + amount, 0)
  if (total <= 0 || discountCents <= 0) return amountsCents.map(() => 0)
  const exact = amountsCents.map((amount) => (amount * discountCents) / total)
  const shares = exact.map(Math.floor)
  let left = discountCents - shares.reduce((sum, share) => sum + share, 0)
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    shares[index] += 1
    left -= 1
  }
  return shares
}

/** The item subtotal of lines of price x quantity, in cents then back, so sums of cents stay exact. */
export function itemSubtotal(lines: ReadonlyArray<{ price: number | string; quantity: number }>): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(Number(line.price)) * line.quantity, 0))
}

/**
 * How much more the shopper must add for free shipping: the smallest amount (to the cent) that
 * takes the subtotal strictly above the threshold, e.g. $0.01 at exactly $99.00; zero once it ships free.
 */
export function amountForFreeShipping(subtotal: number): number {
  const missingCents = toCents(FREE_SHIPPING_THRESHOLD) + 1 - toCents(subtotal)
  return missingCents > 0 ? fromCents(missingCents) : 0
}
