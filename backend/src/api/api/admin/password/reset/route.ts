import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { PASSWORD_RESET_MESSAGES, type ResetPasswordBody, STAFF_SESSION_HOURS } from "@printshop/contract"
import { InvalidResetToken, resetPassword } from "../../../../../workflows/accounts/password-reset"
import { missingAsNull } from "../../../../../lib/database/missing-as-null"
import { issueToken } from "../../../../../lib/sessions/tokens"
import { toStaffView } from "../../session/helpers"

/**
 * POST /api/admin/password/reset { token, newPassword, confirmPassword }: a member of staff sets a
 * new password with the e-mailed link and is signed in to /admin, as POST /api/admin/login answers.
 */
export async function POST(req: MedusaRequest<ResetPasswordBody>, res: MedusaResponse) {
  const body = req.validatedBody
  try {
    const { actorId, authIdentityId } = await resetPassword(req.scope, "user", body.token, body.newPassword)
    const user = await missingAsNull(req.scope.resolve(Modules.USER).retrieveUser(actorId))
    if (!user) throw new InvalidResetToken()
    const lifetime = STAFF_SESSION_HOURS * 3600
    const token = issueToken(req.scope, { actorType: "user", actorId: user.id, authIdentityId, expiresInSeconds: lifetime })
    res.json({ token, expiresAt: new Date(Date.now() + lifetime * 1000).toISOString(), message: PASSWORD_RESET_MESSAGES.done, user: toStaffView(user) })
  } catch (error) {
    if (!(error instanceof InvalidResetToken)) throw error
    res.status(400).json({ message: PASSWORD_RESET_MESSAGES.invalidToken, errors: [{ path: "token", message: PASSWORD_RESET_MESSAGES.invalidToken }] })
  }
}
