import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SavedWishlistBody } from "@printshop/contract"
import { changeSavedLists } from "../../../../lib/accounts/saved-lists"

/** PUT /api/user/wishlist: the signed-in customer's wishlist as it is now, replacing the one kept with the account. */
export async function PUT(req: AuthenticatedMedusaRequest<SavedWishlistBody>, res: MedusaResponse) {
  const lists = await changeSavedLists(req.scope, req.auth_context.actor_id, (stored) => ({ ...stored, wishlist: req.validatedBody.productIds }))
  if (!lists) return res.status(401).json({ message: "Please sign in again." })
  res.json(lists)
}
