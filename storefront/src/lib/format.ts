const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Formats an amount in US dollars, e.g. 1234.5 -> '$1,234.50'. */
export function formatPrice(amount: number | string): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount
  return usd.format(Number.isFinite(value) ? value : 0)
}
