import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { nameOf } from "../../../../../../lib/accounts/customers"
import { Modules } from "@medusajs/framework/utils"
import { QUOTE_MESSAGES, type QuoteMessageBody } from "@printshop/contract"
import { missingAsNull } from "../../../../../../lib/database/missing-as-null"
import { findQuote, toQuoteViews } from "../../../../../../lib/quotes/quotes"
import { addQuoteMessageWorkflow } from "../../../../../../workflows/quotes/workflows/quote-workflows"

/**
 * POST /api/admin/quotes/{id}/messages { message }: a member of staff writes to the customer about
 * a quote; the customer is e-mailed with a link to it. 201 with the message.
 */
export async function POST(req: AuthenticatedMedusaRequest<QuoteMessageBody>, res: MedusaResponse) {
  const record = await findQuote(req.scope, req.params.id)
  if (!record) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  const user = await missingAsNull(req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id))
  const { result } = await addQuoteMessageWorkflow(req.scope).run({
    input: {
      quoteId: record.id,
      author: "staff",
      authorId: user?.id ?? null,
      authorName: user ? nameOf(user) : "PrintShop Pro staff",
      body: req.validatedBody.message,
    },
  })
  const [view] = await toQuoteViews(req.scope, [(await findQuote(req.scope, record.id))!])
  res.status(201).json(view.messages.find((message) => message.id === result.id))
}
