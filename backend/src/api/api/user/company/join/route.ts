import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES, MAX_COMPANY_MEMBERS } from "@printshop/contract"
import { membershipOf, openInviteOf, userCompanyOf, withCompanyLock } from "../../../../../lib/companies/companies"
import { joinCompanyWorkflow } from "../../../../../workflows/companies/workflows/company-workflows"
import { customerOr401 } from "../../../../http/guards"

/**
 * POST /api/user/company/join { token }: the signed-in colleague joins the company that invited
 * their address. 404 for a link that does not work, 403 for an account with another address,
 * 409 for an account already in a company.
 */
export async function POST(req: AuthenticatedMedusaRequest<{ token: string }>, res: MedusaResponse) {
  const customer = await customerOr401(req, res)
  if (!customer) return
  const found = await openInviteOf(req.scope, req.validatedBody.token)
  if (!found) {
    res.status(404).json({ message: COMPANY_MESSAGES.inviteInvalid })
    return
  }
  if (found.email !== customer.email.toLowerCase()) {
    res.status(403).json({ message: COMPANY_MESSAGES.inviteOtherEmail })
    return
  }
  await withCompanyLock(req.scope, found.company.id, async () => {
    // Read again inside the lock: the invitation may have been used or cancelled meanwhile.
    const invite = await openInviteOf(req.scope, req.validatedBody.token)
    if (!invite) {
      res.status(404).json({ message: COMPANY_MESSAGES.inviteInvalid })
      return
    }
    if (await membershipOf(req.scope, customer.id)) {
      res.status(409).json({ message: COMPANY_MESSAGES.alreadyMember })
      return
    }
    if ((invite.company.members ?? []).length >= MAX_COMPANY_MEMBERS) {
      res.status(409).json({ message: COMPANY_MESSAGES.tooMany })
      return
    }
    await joinCompanyWorkflow(req.scope).run({
      input: { inviteId: invite.id, companyId: invite.company.id, customerId: customer.id, customerGroupId: invite.company.customer_group_id },
    })
    res.json(await userCompanyOf(req.scope, customer.id))
  })
}
