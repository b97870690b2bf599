import { FREE_SHIPPING_THRESHOLD, SHIPPING_COST, TAX_RATE } from '@/lib/config'

export interface OrderTotals {
  subtotal: number
  shipping: number
  tax: number
  total: number
}

const toCents = (amount: number) => Math.round(amount * 100)

/**
 * Shipping is free when the item subtotal is strictly above the threshold, otherwise a flat fee;
 * tax is charged on the item subtotal only. Worked in cents so the cart agrees with the server.
 */
export function calculateOrderTotals(subtotal: number): OrderTotals {
  const subtotalCents = toCents(subtotal)
  const shippingCents = subtotal > FREE_SHIPPING_THRESHOLD ? 0 : toCents(SHIPPING_COST)
  const taxCents = Math.round(subtotalCents * TAX_RATE)
  return {
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    tax: taxCents / 100,
    total: (subtotalCents + shippingCents + taxCents) / 100,
  }
}


/**
 * How much more the shopper must add for free shipping: the smallest amount (to the cent) that
 * takes the subtotal strictly above the threshold, e.g. $0.01 at exactly $99.00. Zero once it ships free.
 */
export function amountForFreeShipping(subtotal: number): number {
  const missingCents = toCents(FREE_SHIPPING_THRESHOLD) + 1 - toCents(subtotal)
  return missingCents > 0 ? missingCents / 100 : 0
}
