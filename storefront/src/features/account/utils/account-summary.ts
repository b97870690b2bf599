import { fromCents, toCents, type Order } from '@printshop/contract'
import { formatPrice } from '@/lib/format'
import { orderItemCount } from '@/lib/order-status'

/** The member-since year when the account's creation date is unknown. */
export const DEFAULT_MEMBER_SINCE_YEAR = 2025

/** An amount in cents, 0 when it is not a number. */
const centsOf = (amount: string | null | undefined) => {
  const value = Number.parseFloat(amount ?? '')
  return Number.isFinite(value) ? toCents(value) : 0
}

/**
 * What the customer spent and kept, as '$1,234.50' (docs/decisions.md, "After the order"): the
 * spec's sum of the orders' totals, without cancelled orders and less what returns refunded.
 */
export function totalSpentText(orders: readonly (Pick<Order, 'totalAmount'> & Partial<Pick<Order, 'status' | 'returns'>>)[]): string {
  // Summed in cents so that many two-decimal totals add up without floating-point drift.
  const cents = orders.reduce((sum, order) => {
    if (order.status === 'cancelled') return sum
    const refunded = (order.returns ?? []).reduce((total, entry) => total + centsOf(entry.refundAmount), 0)
    return sum + Math.max(0, centsOf(order.totalAmount) - refunded)
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
