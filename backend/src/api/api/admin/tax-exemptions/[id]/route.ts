import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { TAX_EXEMPTION_MESSAGES } from "@printshop/contract"
import { findTaxExemption, toAdminTaxExemptionViews } from "../../../../../lib/tax-exemptions/tax-exemptions"

/** GET /api/admin/tax-exemptions/{id}: one certificate with its company (the staff e-mail's link opens it). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const record = await findTaxExemption(req.scope, req.params.id)
  if (!record) {
    res.status(404).json({ message: TAX_EXEMPTION_MESSAGES.notFound })
    return
  }
  res.json((await toAdminTaxExemptionViews(req.scope, [record]))[0])
}
