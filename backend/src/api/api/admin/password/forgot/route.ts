import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type ForgotPasswordBody, PASSWORD_RESET_MESSAGES } from "@printshop/contract"
import { isOverQuietLimit } from "../../../../http/rate-limit"
import { requestPasswordReset } from "../../../../../workflows/accounts/password-reset"

/**
 * POST /api/admin/password/forgot { email }: the /admin gate's "Forgot password?". A member of
 * staff with that e-mail gets a link to /admin/reset-password; the answer never says whether one
 * exists.
 */
export async function POST(req: MedusaRequest<ForgotPasswordBody>, res: MedusaResponse) {
  // Past the account's allowance for strangers the answer is the same, and nothing is sent.
  if (!isOverQuietLimit(req)) requestPasswordReset(req.scope, "user", req.validatedBody.email, "shop")
  res.status(202).json({ message: PASSWORD_RESET_MESSAGES.sent })
}
