import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, revokeToken } from "../../../lib/accounts/tokens"

/**
 * POST /api/logout: ends the session of the token sent (it stops working at once). Answers 200
 * also without a valid token: signing out never fails for the shopper.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const token = bearerToken(req.headers.authorization)
  // auth_context is only set when Medusa verified the token's signature.
  if (token && req.auth_context?.actor_id) await revokeToken(req.scope, token)
  res.json({ message: "Logged out" })
}
