import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listQuotesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listQuotesPage } from "../../../lib/quotes/quotes"

/**
 * GET /admin/quotes (Medusa's admin API, staff only like every /admin route): the same page as
 * GET /api/admin/quotes, for the dashboard's Quotes page.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listQuotesPage(req.scope, req.validatedQuery as z.output<typeof listQuotesQuerySchema>))
}
