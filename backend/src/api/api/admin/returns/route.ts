import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listReturnsQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listAdminReturns } from "../../../../lib/orders/returns"

/** GET /api/admin/returns?status=&limit=&offset=: customers' returns, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "no-store")
  res.json(await listAdminReturns(req.scope, req.validatedQuery as z.output<typeof listReturnsQuerySchema>))
}
