import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES, type CompanyBody } from "@printshop/contract"
import { membershipOf, userCompanyOf, withCompanyLock } from "../../../../lib/companies/companies"
import { createCompanyWorkflow, updateCompanyWorkflow } from "../../../../workflows/companies/workflows/company-workflows"
import { companyAdminOr403 } from "../../../http/company-access"
import { customerOr401 } from "../../../http/guards"

/** GET /api/user/company: the signed-in customer's company and their role in it, or `{ company: null, role: null }`. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "no-store")
  res.json(await userCompanyOf(req.scope, req.auth_context.actor_id))
}

/**
 * POST /api/user/company: the customer makes their account a company's and becomes its first
 * admin (docs/api.md, "Companies"). 409 when the account already belongs to a company.
 */
export async function POST(req: AuthenticatedMedusaRequest<CompanyBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res)
  if (!customer) return
  // The member table holds a customer once: of two requests at once, the second fails there.
  if (await membershipOf(req.scope, customer.id)) {
    res.status(409).json({ message: COMPANY_MESSAGES.alreadyMember })
    return
  }
  try {
    await createCompanyWorkflow(req.scope).run({ input: { customerId: customer.id, body: req.validatedBody } })
  } catch (error) {
    if (/duplicate key|already exists/i.test(error instanceof Error ? error.message : String(error))) {
      res.status(409).json({ message: COMPANY_MESSAGES.alreadyMember })
      return
    }
    throw error
  }
  res.status(201).json(await userCompanyOf(req.scope, customer.id))
}

/** PUT /api/user/company: a company's admin changes its details. 403 for a member, 404 without a company. */
export async function PUT(req: AuthenticatedMedusaRequest<CompanyBody>, res: MedusaResponse) {
  const membership = await companyAdminOr403(req, res)
  if (!membership) return
  await withCompanyLock(req.scope, membership.company.id, () =>
    updateCompanyWorkflow(req.scope).run({ input: { companyId: membership.company.id, body: req.validatedBody } })
  )
  res.json(await userCompanyOf(req.scope, req.auth_context.actor_id))
}
