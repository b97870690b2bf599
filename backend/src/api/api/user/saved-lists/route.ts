import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { savedListsOf } from "../../../../lib/accounts/saved-lists"

/**
 * GET /api/user/saved-lists: the cart and wishlist kept with the account (docs/decisions.md,
 * "Accounts"), only products the shop still sells.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const lists = await savedListsOf(req.scope, req.auth_context.actor_id)
  if (!lists) return res.status(401).json({ message: "Please sign in again." })
  res.setHeader("Cache-Control", "no-store")
  res.json(lists)
}
