import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SavedCartBody } from "@printshop/contract"
import { changeSavedLists } from "../../../../lib/accounts/saved-lists"

/** PUT /api/user/cart: the signed-in customer's cart as it is now, replacing the one kept with the account. */
export async function PUT(req: AuthenticatedMedusaRequest<SavedCartBody>, res: MedusaResponse) {
  const lists = await changeSavedLists(req.scope, req.auth_context.actor_id, (stored) => ({ ...stored, cart: req.validatedBody.items }))
  if (!lists) return res.status(401).json({ message: "Please sign in again." })
  res.json(lists)
}
