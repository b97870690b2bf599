import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_NAME } from "../../../lib/shop"
import { isDatabaseDown } from "../../../lib/database/availability"

/**
 * GET /api/health: whether the shop's API and its database answer. Used by the storefront
 * host, the browser tests and load balancers (Medusa's own /health checks the process only).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  res.setHeader("Cache-Control", "no-store")
  if (isDatabaseDown()) {
    res.status(503).json({ status: "unavailable", shop: SHOP_NAME, database: "down" })
    return
  }
  try {
    await db.raw("select 1")
    res.json({ status: "ok", shop: SHOP_NAME, database: "up" })
  } catch {
    res.status(503).json({ status: "unavailable", shop: SHOP_NAME, database: "down" })
  }
}
