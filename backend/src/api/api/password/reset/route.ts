import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PASSWORD_RESET_MESSAGES, type ResetPasswordBody } from "@printshop/contract"
import { currentCustomer, toUserView } from "../../../../lib/accounts/customers"
import { InvalidResetToken, resetPassword } from "../../../../workflows/accounts/password-reset"
import { issueToken } from "../../../../lib/sessions/tokens"

/**
 * POST /api/password/reset { token, newPassword, confirmPassword }: sets the password with the
 * e-mailed link's token (once, within 15 minutes), ends every other session and signs the
 * customer in. 400 for a token that is forged, expired or used.
 */
export async function POST(req: MedusaRequest<ResetPasswordBody>, res: MedusaResponse) {
  const body = req.validatedBody
  try {
    const { actorId, authIdentityId } = await resetPassword(req.scope, "customer", body.token, body.newPassword)
    const customer = await currentCustomer(req.scope, actorId)
    if (!customer) throw new InvalidResetToken()
    const token = issueToken(req.scope, { actorType: "customer", actorId: customer.id, authIdentityId })
    res.json({ message: PASSWORD_RESET_MESSAGES.done, token, user: toUserView(customer) })
  } catch (error) {
    if (!(error instanceof InvalidResetToken)) throw error
    res.status(400).json({ message: PASSWORD_RESET_MESSAGES.invalidToken, errors: [{ path: "token", message: PASSWORD_RESET_MESSAGES.invalidToken }] })
  }
}
