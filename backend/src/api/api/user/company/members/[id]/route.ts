import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES, type CompanyRole } from "@printshop/contract"
import { type CompanyRecord, findCompany, membershipOf, userCompanyOf, withCompanyLock } from "../../../../../../lib/companies/companies"
import {
  dissolveCompanyWorkflow,
  removeCompanyMemberWorkflow,
  setCompanyMemberRoleWorkflow,
} from "../../../../../../workflows/companies/workflows/company-workflows"
import { companyAdminOr403 } from "../../../../../http/company-access"

const adminsOf = (company: CompanyRecord) => (company.members ?? []).filter((member) => member.role === "admin")

/**
 * PUT /api/user/company/members/{customerId} { role }: an admin makes a member an admin or an
 * admin a member. 409 when that would leave the company without an admin.
 */
export async function PUT(req: AuthenticatedMedusaRequest<{ role: CompanyRole }>, res: MedusaResponse) {
  const membership = await companyAdminOr403(req, res)
  if (!membership) return
  const { role } = req.validatedBody
  await withCompanyLock(req.scope, membership.company.id, async () => {
    const company = (await findCompany(req.scope, membership.company.id))!
    const member = (company.members ?? []).find((candidate) => candidate.customer_id === req.params.id)
    if (!member) {
      res.status(404).json({ message: COMPANY_MESSAGES.memberNotFound })
      return
    }
    if (member.role === "admin" && role === "member" && adminsOf(company).length === 1) {
      res.status(409).json({ message: COMPANY_MESSAGES.lastAdmin })
      return
    }
    if (member.role !== role) await setCompanyMemberRoleWorkflow(req.scope).run({ input: { memberId: member.id, role, previous: member.role } })
    res.json(await userCompanyOf(req.scope, req.auth_context.actor_id))
  })
}

/**
 * DELETE /api/user/company/members/{customerId}: an admin removes a member, or anyone removes
 * themself (leaves). The company's last admin cannot go while others stay (409); the last member
 * leaving closes the company. The member's own orders, quotes and addresses stay theirs.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const leaving = req.params.id === customerId
  const membership = leaving ? await membershipOf(req.scope, customerId) : await companyAdminOr403(req, res)
  if (!membership) {
    if (leaving) res.status(404).json({ message: COMPANY_MESSAGES.notMember })
    return
  }
  await withCompanyLock(req.scope, membership.company.id, async () => {
    const company = (await findCompany(req.scope, membership.company.id))!
    const members = company.members ?? []
    const member = members.find((candidate) => candidate.customer_id === req.params.id)
    if (!member) {
      res.status(404).json({ message: COMPANY_MESSAGES.memberNotFound })
      return
    }
    if (members.length === 1) {
      await dissolveCompanyWorkflow(req.scope).run({ input: { companyId: company.id, customerGroupId: company.customer_group_id } })
    } else if (member.role === "admin" && adminsOf(company).length === 1) {
      res.status(409).json({ message: COMPANY_MESSAGES.lastAdmin })
      return
    } else {
      await removeCompanyMemberWorkflow(req.scope).run({ input: { member, companyId: company.id, customerGroupId: company.customer_group_id } })
    }
    res.json(await userCompanyOf(req.scope, customerId))
  })
}
