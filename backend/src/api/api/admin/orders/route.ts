import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listAdminOrdersQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listAdminOrders } from "../../../../lib/orders/admin-orders"

/**
 * GET /api/admin/orders?status=&search=&limit=&offset=: every order, newest first (docs/api.md).
 * Without `limit`/`offset` the spec's plain list; with them `{ orders, count, limit, offset }`.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listAdminOrdersQuerySchema>
  const paged = query.limit !== undefined || query.offset !== undefined
  const limit = query.limit ?? (paged ? 50 : Number.MAX_SAFE_INTEGER)
  const offset = query.offset ?? 0
  const { orders, count } = await listAdminOrders(req.scope, { status: query.status, search: query.search, limit, offset })
  res.setHeader("Cache-Control", "no-store")
  res.json(paged ? { orders, count, limit, offset } : orders)
}
