import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { customerQuotes, toQuoteViews } from "../../../../lib/quotes/quotes"

/** GET /api/user/quotes: the signed-in customer's quotes, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await toQuoteViews(req.scope, await customerQuotes(req.scope, req.auth_context.actor_id)))
}
