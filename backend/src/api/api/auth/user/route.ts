import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentCustomer, toUserView } from "../../../../lib/accounts/customers"

/** GET /api/auth/user: the signed-in customer. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customer = await currentCustomer(req.scope, req.auth_context.actor_id)
  if (!customer) {
    res.status(401).json({ message: "Please sign in again." })
    return
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(toUserView(customer))
}
