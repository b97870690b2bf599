import { fromCents, toCents, type Order } from '@printshop/contract'
import { formatPrice } from '@/lib/format'
import { orderItemCount } from '@/lib/order-status'

/** The member-since year when the account's creation date is unknown. */
export const DEFAULT_MEMBER_SINCE_YEAR = 2025

/** The sum of the orders' totals, as '$1,234.50' (docs/using-the-shop.md, "Customers and orders"). */
export function totalSpentText(orders: readonly Pick<Order, 'totalAmount'>[]): string {
  const cents = orders.reduce((sum, order) => {
    const amount = Number.parseFloat(order.totalAmount)
    // Summed in cents so that many two-decimal totals add up without floating-point drift.
    return Number.isFinite(amount) ? sum + toCents(amount) : sum
  }, 0)
  return formatPrice(fromCents(cents))
}

/** The year the account was created, or 2025 when that is unknown. */
export function memberSinceYear(createdAt: string | null | undefined): number {
  const date = createdAt ? new Date(createdAt) : null
  return date && !Number.isNaN(date.getTime()) ? date.getFullYear() : DEFAULT_MEMBER_SINCE_YEAR
}

/** '1 item', '3 items'. */
export function itemCountText(order: Pick<Order, 'items'>): string {
  const count = orderItemCount(order)
  return `${count} ${count === 1 ? 'item' : 'items'}`
}
