import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { clearSearchTermWorkflow } from "../../../../../workflows/search-terms/workflows/clear-search-term"

/** DELETE /api/admin/search-terms/{id}: takes a search off staff's list of searches without results. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await clearSearchTermWorkflow(req.scope).run({ input: { id: req.params.id } })
  if (!result) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This search is not on the list.")
  res.json({ id: result.id, deleted: true })
}
