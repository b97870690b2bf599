import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES } from "@printshop/contract"
import { findCompany, toAdminCompanyViews } from "../../../../../lib/companies/companies"

/** GET /api/admin/companies/{id}: one company as staff see it. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const company = await findCompany(req.scope, req.params.id)
  if (!company) {
    res.status(404).json({ message: COMPANY_MESSAGES.notFound })
    return
  }
  res.json((await toAdminCompanyViews(req.scope, [company]))[0])
}
