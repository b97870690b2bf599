import { PROMOTION_KIND_LABELS } from '@printshop/contract'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Formats an amount in US dollars, e.g. 1234.5 -> '$1,234.50'. */
export function formatPrice(amount: number | string): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount
  return usd.format(Number.isFinite(value) ? value : 0)
}

/** The label of a tax line, naming its rate when one applies to it all: 'Tax (8%)', 'Tax (8.25%)', else 'Tax'. */
export const taxLabel = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? 'Tax' : `Tax (${Number(rate.toFixed(3))}%)`

/** The label of an order's discount line, naming its promo code, e.g. 'Discount (SPRING10)'. */
export const discountLabel = (code: string): string => `Discount (${code})`

/**
 * The value of a discount line: the amount taken off, e.g. '-$30.00', or 'Free shipping' for a code
 * that takes nothing off the items (the only kind of code that can leave an order's discount at zero).
 */
export function discountText(amount: number | string, freeShipping = Number(amount) === 0): string {
  return freeShipping ? PROMOTION_KIND_LABELS.free_shipping : `-${formatPrice(amount)}`
}
