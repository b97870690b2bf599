import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { nameOf } from "../../../../../../lib/accounts/customers"
import { QUOTE_MESSAGES, type QuoteMessageBody } from "@printshop/contract"
import { findQuote, toQuoteViews } from "../../../../../../lib/quotes/quotes"
import { addQuoteMessageWorkflow } from "../../../../../../workflows/quotes/workflows/quote-workflows"
import { customerOr401 } from "../../../../../http/guards"

/**
 * POST /api/user/quotes/{id}/messages { message }: the customer writes to staff about a quote,
 * whatever its status; staff are e-mailed. 201 with the message; 404 for anyone else's quote.
 */
export async function POST(req: AuthenticatedMedusaRequest<QuoteMessageBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res)
  if (!customer) return
  const record = await findQuote(req.scope, req.params.id, customer.id)
  if (!record) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  const { result } = await addQuoteMessageWorkflow(req.scope).run({
    input: {
      quoteId: record.id,
      author: "customer",
      authorId: customer.id,
      authorName: nameOf(customer),
      body: req.validatedBody.message,
    },
  })
  const [view] = await toQuoteViews(req.scope, [(await findQuote(req.scope, record.id))!])
  res.status(201).json(view.messages.find((message) => message.id === result.id))
}
