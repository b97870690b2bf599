import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type ForgotPasswordBody, PASSWORD_RESET_MESSAGES } from "@printshop/contract"
import { isOverQuietLimit } from "../../../http/rate-limit"
import { requestPasswordReset } from "../../../../workflows/accounts/password-reset"

/**
 * POST /api/password/forgot { email }: e-mails a link to reset the password when the address has
 * an account. The answer is the same, at once, either way (limited per e-mail and address in
 * middlewares.ts).
 */
export async function POST(req: MedusaRequest<ForgotPasswordBody>, res: MedusaResponse) {
  // Past the account's allowance for strangers the answer is the same, and nothing is sent.
  if (!isOverQuietLimit(req)) requestPasswordReset(req.scope, "customer", req.validatedBody.email, "shop")
  res.status(202).json({ message: PASSWORD_RESET_MESSAGES.sent })
}
