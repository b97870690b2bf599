import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { centsOf } from "./order-view"

const PAGE = 500

/**
 * The number of orders and the revenue: the sum of the totals of every order that was not
 * cancelled (a cancelled order's money was never kept). Read a page at a time.
 */
export async function orderFigures(container: MedusaContainer): Promise<{ count: number; revenueCents: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  let count = 0
  let revenueCents = 0
  for (let skip = 0; ; skip += PAGE) {
    const { data, metadata } = await query.graph({
      entity: "order",
      fields: ["id", "status", "total"],
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    count = metadata?.count ?? count + data.length
    for (const order of data as Array<{ status?: string; total?: unknown }>) {
      if (order.status !== "canceled") revenueCents += centsOf(order.total)
    }
    if (data.length < PAGE) break
  }
  return { count, revenueCents }
}
