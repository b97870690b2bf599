import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { EMAILPASS } from "../../../../lib/accounts/customers"
import { verifyPassword } from "../../../../lib/accounts/passwords"
import { type LimitCheck, rateLimits, recordAttempt } from "../../../../lib/accounts/rate-limit"
import { PasswordBody } from "../../../../lib/accounts/validators"
import { issueToken } from "../../../../lib/sessions/tokens"
import { changePasswordWorkflow } from "../../../../workflows/accounts/workflows/change-password"
import { customerOr401, refusedByRateLimit } from "../../../http/guards"
import { parseOr400 } from "../../../http/validation"

const WRONG_CURRENT = "Current password is incorrect"

/**
 * PUT /api/user/password: checks the current password, then sets the new one; the old one stops
 * working at once and every session signed in before ends. This session continues with the
 * answer's token. Wrong current passwords count towards the sign-in limit of the e-mail.
 */
export async function PUT(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, PasswordBody, req.body)
  if (!body) return
  const customer = await customerOr401(req, res)
  if (!customer) return
  const [identity] = await req.scope
    .resolve(Modules.AUTH)
    .listProviderIdentities({ provider: EMAILPASS, auth_identity_id: req.auth_context.auth_identity_id }, { take: 1 })
  if (!identity) {
    res.status(400).json({ message: "This account has no password to change.", errors: [] })
    return
  }

  const checks: LimitCheck[] = [[rateLimits().loginPerEmail, identity.entity_id]]
  if (await refusedByRateLimit(res, checks, "sign-in")) return
  const verified = await verifyPassword(req.scope, "customer", identity.entity_id, body.currentPassword)
  if (!verified || verified.actorId !== customer.id) {
    await recordAttempt(checks)
    res.status(400).json({ message: WRONG_CURRENT, errors: [{ path: "currentPassword", message: WRONG_CURRENT }] })
    return
  }
  const authIdentityId = req.auth_context.auth_identity_id
  await changePasswordWorkflow(req.scope).run({
    input: { email: identity.entity_id, authIdentityId, newPassword: body.newPassword },
  })
  const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId })
  res.json({ message: "Password changed", token })
}
