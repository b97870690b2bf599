import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toUserView } from "../../../../lib/accounts/customers"
import { customerOr401 } from "../../../http/guards"

/** GET /api/auth/user: the signed-in customer. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customer = await customerOr401(req, res)
  if (!customer) return
  res.setHeader("Cache-Control", "no-store")
  res.json(toUserView(customer))
}
