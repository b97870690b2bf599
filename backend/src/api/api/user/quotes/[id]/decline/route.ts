import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { QUOTE_MESSAGES, quoteRefusal } from "@printshop/contract"
import { findQuote, statusOf, toQuoteViews } from "../../../../../../lib/quotes/quotes"
import { declineQuoteWorkflow } from "../../../../../../workflows/quotes/workflows/quote-workflows"
import { withQuoteLock } from "../../../../../../workflows/quotes/quote-lock"

/**
 * POST /api/user/quotes/{id}/decline: the customer declines a quote that is requested, quoted or
 * expired. 409 once accepted (or declined); 404 for anyone else's quote.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const found = await findQuote(req.scope, req.params.id, customerId)
  if (!found) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  await withQuoteLock(req.scope, found, async () => {
    const record = (await findQuote(req.scope, found.id, customerId))!
    const status = statusOf(record)
    if (status === "accepted" || status === "declined") {
      res.status(409).json({ code: `quote_${status}`, message: quoteRefusal(status) })
      return
    }
    await declineQuoteWorkflow(req.scope).run({ input: { quoteId: record.id } })
    res.json((await toQuoteViews(req.scope, [(await findQuote(req.scope, record.id))!]))[0])
  })
}
