import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type AdminStats, formatAmount } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { orderFigures } from "../../../../lib/orders/order-figures"

/**
 * GET /api/admin/stats: the dashboard's cards (docs/using-the-shop.md, "The staff area (/admin)"),
 * from the real data.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [index, orders] = await Promise.all([getCatalogueIndex(req.scope), orderFigures(req.scope)])
  const stats: AdminStats = {
    // Staff's own count: drafts included, as the products tab lists them.
    totalProducts: index.adminPage({ limit: 0, offset: 0 }).count,
    totalOrders: orders.count,
    totalRevenue: formatAmount(orders.revenueCents / 100),
    featuredProducts: index.featuredCount,
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(stats)
}
