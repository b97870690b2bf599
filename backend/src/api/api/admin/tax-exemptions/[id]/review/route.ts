import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { TAX_EXEMPTION_MESSAGES, type TaxExemptionReviewBody } from "@printshop/contract"
import { nameOf } from "../../../../../../lib/accounts/customers"
import { findTaxExemption, toAdminTaxExemptionViews } from "../../../../../../lib/tax-exemptions/tax-exemptions"
import { reviewTaxExemptionWorkflow } from "../../../../../../workflows/tax-exemptions/workflows"

/**
 * POST /api/admin/tax-exemptions/{id}/review { decision, note? }: staff approve a certificate (its
 * company's orders to the states it covers carry no tax until its last day) or reject it with a
 * reason; the member who uploaded it is e-mailed either way. Staff may change a decision later
 * (an approval withdrawn stops the exemption for orders placed afterwards).
 */
export async function POST(req: AuthenticatedMedusaRequest<TaxExemptionReviewBody>, res: MedusaResponse) {
  const record = await findTaxExemption(req.scope, req.params.id)
  if (!record) {
    res.status(404).json({ message: TAX_EXEMPTION_MESSAGES.notFound })
    return
  }
  const user = await req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id)
  const { decision, note } = req.validatedBody
  await reviewTaxExemptionWorkflow(req.scope).run({ input: { id: record.id, decision, note: note || null, reviewedBy: nameOf(user) } })
  res.json((await toAdminTaxExemptionViews(req.scope, [(await findTaxExemption(req.scope, record.id))!]))[0])
}
