import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, revokeToken } from "../../../lib/sessions/tokens"

/**
 * POST /api/logout: ends the session of the token sent (it stops working at once, on the shop's
 * routes and on Medusa's). Answers 200 also without a valid token: signing out never fails.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const token = bearerToken(req.headers.authorization)
  if (token) await revokeToken(req.scope, token)
  res.json({ message: "Logged out" })
}
