import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { EMAILPASS } from "../../../../lib/accounts/customers"
import { verifyCustomerPassword } from "../../../../lib/accounts/passwords"
import { type LimitCheck, rateLimits, recordAttempt } from "../../../../lib/accounts/rate-limit"
import { PasswordBody } from "../../../../lib/accounts/validators"
import { customerOr401, refusedByRateLimit } from "../../../guards"
import { SESSION_EPOCH_CLAIM, issueCustomerToken, sessionEpochOf } from "../../../../lib/accounts/tokens"
import { parseOr400 } from "../../../validation"

const WRONG_CURRENT = "Current password is incorrect"

/**
 * PUT /api/user/password: checks the current password, then sets the new one; the old one stops
 * working at once. Wrong current passwords count towards the sign-in limit of the e-mail.
 */
export async function PUT(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseOr400(res, PasswordBody, req.body)
  if (!body) return
  const customer = await customerOr401(req, res)
  if (!customer) return
  const auth = req.scope.resolve(Modules.AUTH)
  const [identity] = await auth.listProviderIdentities(
    { provider: EMAILPASS, auth_identity_id: req.auth_context.auth_identity_id },
    { take: 1 }
  )
  if (!identity) {
    res.status(400).json({ message: "This account has no password to change." })
    return
  }

  const checks: LimitCheck[] = [[rateLimits().loginPerEmail, identity.entity_id]]
  if (await refusedByRateLimit(res, checks, "sign-in")) return
  const verified = await verifyCustomerPassword(req.scope, identity.entity_id, body.currentPassword)
  if (!verified || verified.customerId !== customer.id) {
    await recordAttempt(checks)
    res.status(400).json({ message: WRONG_CURRENT, errors: [{ path: "currentPassword", message: WRONG_CURRENT }] })
    return
  }
  const updated = await auth.updateProvider(EMAILPASS, { entity_id: identity.entity_id, password: body.newPassword })
  if (!updated.success) throw new Error(updated.error ?? "Could not change the password")
  // Every session signed in with the old password ends; this one continues with a new token.
  const sessionEpoch = sessionEpochOf(customer) + 1
  await req.scope.resolve(Modules.CUSTOMER).updateCustomers(customer.id, {
    metadata: { ...(customer.metadata ?? {}), [SESSION_EPOCH_CLAIM]: sessionEpoch },
  })
  const token = issueCustomerToken(req.scope, { authIdentityId: identity.auth_identity_id ?? req.auth_context.auth_identity_id, customerId: customer.id, sessionEpoch })
  res.json({ message: "Password changed", token })
}
