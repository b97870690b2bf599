import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES } from "@printshop/contract"
import { withCompanyLock } from "../../../../../../lib/companies/companies"
import { cancelCompanyInviteWorkflow } from "../../../../../../workflows/companies/workflows/company-workflows"
import { companyAdminOr403 } from "../../../../../http/company-access"

/** DELETE /api/user/company/invites/{id}: an admin cancels an invitation; its link stops working. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const membership = await companyAdminOr403(req, res)
  if (!membership) return
  const invite = (membership.company.invites ?? []).find((candidate) => candidate.id === req.params.id)
  if (!invite) {
    res.status(404).json({ message: COMPANY_MESSAGES.inviteNotFound })
    return
  }
  await withCompanyLock(req.scope, membership.company.id, () => cancelCompanyInviteWorkflow(req.scope).run({ input: { inviteId: invite.id } }))
  res.json({ id: invite.id, deleted: true })
}
