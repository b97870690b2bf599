import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listCompaniesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listCompaniesPage } from "../../../../lib/companies/companies"

/** GET /api/admin/companies?search=&limit=&offset=: companies newest first, with members, invitations and orders placed. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listCompaniesPage(req.scope, req.validatedQuery as z.output<typeof listCompaniesQuerySchema>))
}
