import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listQuotesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listQuotesPage } from "../../../../lib/quotes/quotes"

/** GET /api/admin/quotes?status=&limit=&offset=: quotes newest first, with how many wait for prices. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listQuotesPage(req.scope, req.validatedQuery as z.output<typeof listQuotesQuerySchema>))
}
