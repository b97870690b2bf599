import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { idsOf } from "../modules/catalogue/medusa-events"
import { productFitsService } from "../lib/product-fits/product-fits"
import { stockAlertsService } from "../lib/stock-alerts/stock-alerts"

/**
 * A product was deleted (the shop's /admin, Medusa's dashboard): its supply links, both ways, and
 * the alerts waiting for it go with it.
 */
export default async function productRemoved({ event, container }: SubscriberArgs<Parameters<typeof idsOf>[0]>) {
  const ids = idsOf(event.data)
  if (!ids.length) return
  const fits = productFitsService(container)
  const linked = await fits.listProductFits({ $or: [{ supply_id: ids }, { product_id: ids }] }, { select: ["id"] })
  if (linked.length) await fits.softDeleteProductFits(linked.map((fit) => fit.id))
  const alerts = stockAlertsService(container)
  const waiting = await alerts.listStockAlerts({ product_id: ids, notified_at: null }, { select: ["id"] })
  if (waiting.length) await alerts.softDeleteStockAlerts(waiting.map((alert) => alert.id))
}

export const config: SubscriberConfig = {
  event: ["product.deleted", "product.product.deleted"],
  context: { subscriberId: "product-removed-links" },
}
