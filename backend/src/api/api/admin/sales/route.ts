import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type AdminSales, LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { salesByDay } from "../../../../lib/orders/sales"
import { waitingAlertCounts } from "../../../../lib/stock-alerts/stock-alerts"

const LOW_STOCK_SHOWN = 50

/** GET /api/admin/sales: the dashboard's sales picture, orders and revenue per day, and the products running low. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [index, days] = await Promise.all([getCatalogueIndex(req.scope), salesByDay(req.scope)])
  const low = index.lowStock(LOW_STOCK_THRESHOLD)
  const shown = low.slice(0, LOW_STOCK_SHOWN)
  // How many addresses wait for each: what to reorder first.
  const waiting = await waitingAlertCounts(req.scope, shown.map((product) => product.id))
  const sales: AdminSales = {
    timeZone: SHOP_TIME_ZONE,
    days,
    lowStock: shown.map((product) => ({ ...product, stockAlerts: waiting.get(product.id) ?? 0 })),
    lowStockCount: low.length,
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(sales)
}
