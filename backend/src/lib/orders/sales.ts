import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type AdminSales, SALES_DAYS, SHOP_TIME_ZONE, formatAmount } from "@printshop/contract"
import { centsOf } from "./order-view"

const PAGE = 500
const DAY_MS = 24 * 60 * 60 * 1000

/** A moment's calendar day in the shop's time zone, as YYYY-MM-DD. */
const dayOf = (() => {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })
  return (moment: Date | string | number) => format.format(new Date(moment))
})()

/** The last `days` calendar days in the shop's time zone, oldest first, ending with today's. */
export function lastDays(now: Date, days = SALES_DAYS): string[] {
  const wanted: string[] = []
  // Stepping back in whole days from noon of today's date never skips or repeats a day across a
  // change of daylight saving time.
  const noonToday = new Date(`${dayOf(now)}T12:00:00Z`).getTime()
  for (let back = days - 1; back >= 0; back--) wanted.push(dayOf(new Date(noonToday - back * DAY_MS)).slice(0, 10))
  return wanted
}

/**
 * Orders and revenue per day over the last SALES_DAYS days: every order placed counts, revenue
 * leaves out cancelled orders (as the dashboard's revenue card does). Read a page at a time.
 */
export async function salesByDay(container: MedusaContainer, now = new Date()): Promise<AdminSales["days"]> {
  const days = lastDays(now)
  const totals = new Map(days.map((day) => [day, { orders: 0, revenueCents: 0 }]))
  // A day more than needed: the first day's start in Chicago is up to a day before its UTC date.
  const since = new Date(new Date(`${days[0]}T00:00:00Z`).getTime() - DAY_MS)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "status", "total", "created_at"],
      filters: { created_at: { $gte: since } },
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    for (const order of data as Array<{ status?: string; total?: unknown; created_at: string | Date }>) {
      const day = totals.get(dayOf(order.created_at))
      if (!day) continue
      day.orders += 1
      if (order.status !== "canceled") day.revenueCents += centsOf(order.total)
    }
    if (data.length < PAGE) break
  }
  return days.map((date) => {
    const day = totals.get(date)!
    return { date, orders: day.orders, revenue: formatAmount(day.revenueCents / 100) }
  })
}
