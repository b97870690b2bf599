import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES, type PaymentTerms } from "@printshop/contract"
import { findCompany, toAdminCompanyViews } from "../../../../../../lib/companies/companies"
import { setCompanyTermsWorkflow } from "../../../../../../workflows/companies/workflows/company-workflows"

/**
 * PUT /api/admin/companies/{id}/terms { paymentTerms }: staff give a company payment terms (net
 * 15, 30 or 60: its members may then pay by invoice) or take them away (null; orders already
 * placed keep theirs).
 */
export async function PUT(req: AuthenticatedMedusaRequest<{ paymentTerms: PaymentTerms | null }>, res: MedusaResponse) {
  const company = await findCompany(req.scope, req.params.id)
  if (!company) {
    res.status(404).json({ message: COMPANY_MESSAGES.notFound })
    return
  }
  await setCompanyTermsWorkflow(req.scope).run({ input: { companyId: company.id, paymentTerms: req.validatedBody.paymentTerms } })
  res.json((await toAdminCompanyViews(req.scope, [(await findCompany(req.scope, company.id))!]))[0])
}
