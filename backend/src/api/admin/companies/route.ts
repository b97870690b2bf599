import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listCompaniesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listCompaniesPage } from "../../../lib/companies/companies"

/**
 * GET /admin/companies (Medusa's admin API, staff only like every /admin route): the same page as
 * GET /api/admin/companies, for the dashboard's Companies page.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listCompaniesPage(req.scope, req.validatedQuery as z.output<typeof listCompaniesQuerySchema>))
}
