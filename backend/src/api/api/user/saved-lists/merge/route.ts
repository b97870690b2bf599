import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type MergeSavedListsBody, mergeSavedLists } from "@printshop/contract"
import { changeSavedLists } from "../../../../../lib/accounts/saved-lists"

/**
 * POST /api/user/saved-lists/merge: the browser's lists as the customer signs in, merged into the
 * account's and kept (docs/decisions.md, "Accounts"): every product of either, the larger quantity
 * of a line, so the same browser merged twice changes nothing.
 */
export async function POST(req: AuthenticatedMedusaRequest<MergeSavedListsBody>, res: MedusaResponse) {
  const lists = await changeSavedLists(req.scope, req.auth_context.actor_id, (stored) => mergeSavedLists(stored, req.validatedBody))
  if (!lists) return res.status(401).json({ message: "Please sign in again." })
  res.json(lists)
}
