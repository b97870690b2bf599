import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { COMPANY_MESSAGES, type CompanyInviteBody, MAX_COMPANY_MEMBERS } from "@printshop/contract"
import { nameOf } from "../../../../../lib/accounts/customers"
import { type InviteRecord, companiesService, findCompany, inviteIsOpen, toCompanyView, toInviteView, withCompanyLock } from "../../../../../lib/companies/companies"
import { inviteToCompanyWorkflow } from "../../../../../workflows/companies/workflows/company-workflows"
import { companyAdminOr403 } from "../../../../http/company-access"

/**
 * POST /api/user/company/invites { email }: a company's admin invites a colleague; the invitation
 * is e-mailed with a link that works for COMPANY_INVITE_DAYS days. 409 when the address is a
 * member or has an open invitation, or the company is full.
 */
export async function POST(req: AuthenticatedMedusaRequest<CompanyInviteBody>, res: MedusaResponse) {
  const membership = await companyAdminOr403(req, res)
  if (!membership) return
  const { email } = req.validatedBody
  const inviter = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  await withCompanyLock(req.scope, membership.company.id, async () => {
    const company = (await findCompany(req.scope, membership.company.id))!
    const view = await toCompanyView(req.scope, company, { withInvites: true })
    if (view.members.some((member) => member.email.toLowerCase() === email) || view.invites.some((invite) => invite.email === email)) {
      res.status(409).json({ message: COMPANY_MESSAGES.alreadyInvited })
      return
    }
    if (view.members.length + view.invites.length >= MAX_COMPANY_MEMBERS) {
      res.status(409).json({ message: COMPANY_MESSAGES.tooMany })
      return
    }
    // An expired invitation to the same address makes way for the new one.
    const expired = (company.invites ?? []).filter((invite) => invite.email === email && !inviteIsOpen(invite))
    if (expired.length) await companiesService(req.scope).deleteCompanyInvites(expired.map((invite) => invite.id))
    const { result } = await inviteToCompanyWorkflow(req.scope).run({
      input: { companyId: company.id, email, invitedById: inviter.id, invitedByName: nameOf(inviter) },
    })
    res.status(201).json(toInviteView((await companiesService(req.scope).retrieveCompanyInvite(result.id)) as unknown as InviteRecord))
  })
}
