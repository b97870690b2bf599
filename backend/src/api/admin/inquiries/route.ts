import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listInquiriesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listInquiries } from "../../../lib/inquiries/admin-inquiries"

/**
 * GET /admin/inquiries (Medusa's admin API, staff only like every /admin route): the same list as
 * GET /api/admin/inquiries, for integrations that speak Medusa's API.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listInquiriesQuerySchema>
  res.json(await listInquiries(req.scope, query))
}
