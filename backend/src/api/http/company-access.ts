import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMPANY_MESSAGES } from "@printshop/contract"
import { type CompanyRecord, type MemberRecord, membershipOf } from "../../lib/companies/companies"

/**
 * The signed-in customer's company membership when they are one of its admins; otherwise null
 * after answering 404 (no company) or 403 (a member who is not an admin).
 */
export async function companyAdminOr403(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
): Promise<{ member: MemberRecord; company: CompanyRecord } | null> {
  const membership = await membershipOf(req.scope, req.auth_context.actor_id)
  if (!membership) {
    res.status(404).json({ message: COMPANY_MESSAGES.notMember })
    return null
  }
  if (membership.member.role !== "admin") {
    res.status(403).json({ message: COMPANY_MESSAGES.adminsOnly })
    return null
  }
  return membership
}
