import { estimateTotals, formatAmount, itemSubtotal } from "@printshop/contract"

/**
 * The shop's tax and shipping settings as Medusa has them (GET /api/shop/pricing at `origin`), as a
 * function of a line's price and quantity that gives the order's total as the storefront shows it
 * before the address is known (the country's rate, the cheapest shipping option): what the load
 * tests and benchmarks send as `totalAmount`, so that they price as the merchant set, not from
 * figures of their own.
 */
export async function orderTotalsOf(origin) {
  const response = await fetch(`${origin}/api/shop/pricing`)
  if (!response.ok) throw new Error(`GET /api/shop/pricing answered ${response.status}`)
  const pricing = await response.json()
  return (price, quantity = 1) => formatAmount(estimateTotals(itemSubtotal([{ price, quantity }]), pricing).total)
}
