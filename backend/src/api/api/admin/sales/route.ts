import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type AdminSales, LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { salesByDay } from "../../../../lib/orders/sales"

const LOW_STOCK_SHOWN = 50

/** GET /api/admin/sales: the dashboard's sales picture, orders and revenue per day, and the products running low. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [index, days] = await Promise.all([getCatalogueIndex(req.scope), salesByDay(req.scope)])
  const low = index.lowStock(LOW_STOCK_THRESHOLD)
  const sales: AdminSales = {
    timeZone: SHOP_TIME_ZONE,
    days,
    lowStock: low.slice(0, LOW_STOCK_SHOWN),
    lowStockCount: low.length,
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(sales)
}
