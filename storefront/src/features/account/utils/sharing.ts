import type { Order, Quote } from '@printshop/contract'

// The members of a company see each other's orders, quotes and saved addresses (docs/api.md,
// "Companies"): what a colleague's shows of them, and what only its owner may do with it.

/**
 * Whether a colleague placed the order rather than the signed-in customer (`userId`): it shows who
 * did, and only they cancel it or return its items. An order without a customer counts as the customer's own.
 */
export function placedByColleague(order: Pick<Order, 'userId'>, userId: string): boolean {
  return order.userId !== null && order.userId !== userId
}

/** The colleague who asked for the quote, or null for the customer's own (read-only for everyone else). */
export function colleagueAsking(quote: Pick<Quote, 'askedBy'>, userId: string): { id: string; name: string } | null {
  return quote.askedBy && quote.askedBy.id !== userId ? quote.askedBy : null
}

/** The signed-in customer's own orders among the company's (an order without a customer counts as theirs): what their figures add up. */
export function ownOrders<T extends Pick<Order, 'userId'>>(orders: readonly T[], userId: string): T[] {
  return orders.filter((order) => !placedByColleague(order, userId))
}
