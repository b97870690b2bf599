import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type CheckResetTokenBody, PASSWORD_RESET_MESSAGES } from "@printshop/contract"
import { type ResetActor, resetTokenWorks } from "../../workflows/accounts/password-reset"

/**
 * POST /api/password/reset/check and /api/admin/password/reset/check { token }: whether the
 * e-mailed link still works, asked when its page opens, so a used or expired link says so before
 * a new password is typed. The link is not used. 400 as the reset itself answers (and counted as
 * it is: a refused token is a failed sign-in of the address).
 */
export function answerResetCheck(actor: ResetActor) {
  return async (req: MedusaRequest<CheckResetTokenBody>, res: MedusaResponse) => {
    if (await resetTokenWorks(req.scope, actor, req.validatedBody.token)) {
      res.json({ valid: true })
      return
    }
    res.status(400).json({ message: PASSWORD_RESET_MESSAGES.invalidToken, errors: [{ path: "token", message: PASSWORD_RESET_MESSAGES.invalidToken }] })
  }
}
