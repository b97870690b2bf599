import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MESSAGES, type PasswordBody } from "@printshop/contract"
import { verifyPassword } from "../../../../lib/accounts/passwords"
import { signInEmailOf } from "../../../../lib/accounts/customers"
import { issueToken } from "../../../../lib/sessions/tokens"
import { changePasswordWorkflow } from "../../../../workflows/accounts/workflows/change-password"
import { customerOr401 } from "../../../http/guards"

/**
 * PUT /api/user/password: checks the current password, then sets the new one; the old one stops
 * working at once and every session signed in before ends. This session continues with the
 * answer's token. Wrong current passwords count towards the sign-in limit of the e-mail
 * (middlewares.ts).
 */
export async function PUT(req: AuthenticatedMedusaRequest<PasswordBody>, res: MedusaResponse) {
  const body = req.validatedBody
  const customer = await customerOr401(req, res)
  if (!customer) return
  const authIdentityId = req.auth_context.auth_identity_id
  const email = await signInEmailOf(req.scope, authIdentityId)
  if (!email) {
    res.status(400).json({ message: "This account has no password to change.", errors: [] })
    return
  }
  const verified = await verifyPassword(req.scope, "customer", email, body.currentPassword)
  if (!verified || verified.actorId !== customer.id) {
    res.status(400).json({
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      errors: [{ path: "currentPassword", message: ACCOUNT_MESSAGES.wrongCurrentPassword }],
    })
    return
  }
  await changePasswordWorkflow(req.scope).run({ input: { email, authIdentityId, newPassword: body.newPassword } })
  const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId })
  res.json({ message: "Password changed", token })
}
