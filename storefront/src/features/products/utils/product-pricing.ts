import { fromCents, toCents, type Product } from '@printshop/contract'
import { formatPrice } from '@/lib/format'

/** A decimal amount in cents, or null when there is none or it is not a number. */
function centsOf(amount: string | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null
  const value = Number.parseFloat(amount)
  return Number.isFinite(value) ? toCents(value) : null
}

/** Original price minus price in dollars, or null when there is no saving to show. */
export function productSaving(product: Pick<Product, 'price' | 'originalPrice'>): number | null {
  const original = centsOf(product.originalPrice)
  const price = centsOf(product.price)
  if (original === null || price === null || original <= price) return null
  return fromCents(original - price)
}

/** 'Save $X.XX' with exactly two decimals. */
export function savingText(saving: number): string {
  return `Save $${saving.toFixed(2)}`
}

/** The rating as a number; a missing or unreadable rating counts as 0. */
export function ratingValue(rating: string | null | undefined): number {
  const value = Number.parseFloat(rating ?? '')
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0
}

/**
 * 'Starting at $79.99': the lowest price of the products, formatted as the shop's prices are; none
 * while they load (undefined) or when there are none to price.
 */
export function startingAtText(products: ReadonlyArray<Pick<Product, 'price'>> | undefined): string | undefined {
  const prices = (products ?? []).map((product) => centsOf(product.price)).filter((cents): cents is number => cents !== null)
  if (prices.length === 0) return undefined
  return `Starting at ${formatPrice(fromCents(Math.min(...prices)))}`
}
