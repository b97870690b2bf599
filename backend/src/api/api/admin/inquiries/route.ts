import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listInquiriesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listInquiries } from "../../../../lib/inquiries/admin-inquiries"

/** GET /api/admin/inquiries?kind=&status=&limit=&offset=: the forms customers sent, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listInquiriesQuerySchema>
  res.setHeader("Cache-Control", "no-store")
  res.json(await listInquiries(req.scope, query))
}
