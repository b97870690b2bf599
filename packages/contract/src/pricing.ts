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
  subtotal: number
  shipping: number
  tax: number
  total: number
}

export const shipsFree = (subtotal: number): boolean => toCents(subtotal) > toCents(FREE_SHIPPING_THRESHOLD)

/** Shipping, tax and total for an item subtotal, worked in cents. Total = subtotal + shipping + tax. */
export function orderTotals(subtotal: number): OrderTotals {
  const subtotalCents = toCents(subtotal)
  const shippingCents = shipsFree(subtotal) ? 0 : toCents(STANDARD_SHIPPING_PRICE)
  const taxCents = Math.round((subtotalCents * TAX_RATE_PERCENT) / 100)
  return {
    subtotal: fromCents(subtotalCents),
    shipping: fromCents(shippingCents),
    tax: fromCents(taxCents),
    total: fromCents(subtotalCents + shippingCents + taxCents),
  }
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
