import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { colleaguesOf } from "../../../../lib/companies/companies"
import { customerQuotes, toQuoteViews } from "../../../../lib/quotes/quotes"

/** GET /api/user/quotes: the signed-in customer's quotes, and their company's colleagues', newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await toQuoteViews(req.scope, await customerQuotes(req.scope, await colleaguesOf(req.scope, req.auth_context.actor_id))))
}
