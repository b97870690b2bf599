import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { QUOTE_MESSAGES } from "@printshop/contract"
import { colleaguesOf } from "../../../../../lib/companies/companies"
import { findQuote, toQuoteViews } from "../../../../../lib/quotes/quotes"

/**
 * GET /api/user/quotes/{id}: one of the customer's quotes, or a company colleague's (to read: only
 * the customer who asked accepts, declines or writes on it); 404 for anyone else's.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const record = await findQuote(req.scope, req.params.id, await colleaguesOf(req.scope, req.auth_context.actor_id))
  if (!record) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  res.json((await toQuoteViews(req.scope, [record]))[0])
}
