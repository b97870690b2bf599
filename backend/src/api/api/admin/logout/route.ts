import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, revokeToken } from "../../../../lib/sessions/tokens"

/** POST /api/admin/logout: ends the staff session of the token sent, on the server. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const token = bearerToken(req.headers.authorization)
  if (token) await revokeToken(req.scope, token)
  res.json({ message: "Logged out" })
}
