import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type AcceptQuoteBody, QUOTE_MESSAGES } from "@printshop/contract"
import { findQuote, quoteLinesOf, toQuoteViews } from "../../../../../../lib/quotes/quotes"
import { acceptQuoteOfOrderWorkflow } from "../../../../../../workflows/quotes/workflows/quote-workflows"
import { customerOr401 } from "../../../../../http/guards"
import { placeCustomerOrder } from "../../../../../http/place-customer-order"

/**
 * POST /api/user/quotes/{id}/accept: the customer accepts a priced quote with the checkout's
 * details (address, payment method, the total they saw). One order is placed at the quoted prices
 * through the usual checkout (Medusa's cart with each line's custom unit price, stock checked and
 * reserved, payment authorised, the confirmation e-mailed), and the quote becomes `accepted` with
 * it, in one workflow under the quote's lock: two accepts at once place one order. 201 with
 * `{ quote, order }`; 409 "This quote has expired." past its last day, and 409 once accepted
 * (with the order's number), declined or not yet priced; 404 for anyone else's quote.
 */
export async function POST(req: AuthenticatedMedusaRequest<AcceptQuoteBody>, res: MedusaResponse) {
  const customer = await customerOr401(req, res, "You need to be signed in to place an order.")
  if (!customer) return
  const record = await findQuote(req.scope, req.params.id, customer.id)
  if (!record) {
    res.status(404).json({ message: QUOTE_MESSAGES.notFound })
    return
  }
  const answerQuote = async () => (await toQuoteViews(req.scope, [(await findQuote(req.scope, record.id))!]))[0]
  // Whether it can be accepted (priced, not past its day, not accepted or declined) is checked
  // inside the checkout's lock, by the place-order workflow (checkQuoteStep).
  const items = quoteLinesOf(record).map((line) => ({ productId: line.productId, quantity: line.quantity }))
  const placed = await placeCustomerOrder(
    req.scope,
    res,
    customer,
    { ...req.validatedBody, items, promoCode: null },
    { sessionId: null, quote: { id: record.id, number: Number(record.number) } }
  )
  if (!placed) return
  if (!placed.created) {
    // The quote's checkout had placed its order before: by an accept a moment ago (409), or by one a
    // stop interrupted before the quote was marked, which this request finishes (201).
    const { result: marked } = await acceptQuoteOfOrderWorkflow(req.scope).run({ input: { orderId: placed.orderId } })
    if (!placed.finished && marked === null) {
      res.status(409).json({ code: "quote_accepted", message: QUOTE_MESSAGES.accepted, quote: await answerQuote() })
      return
    }
  }
  res.status(201).json({ quote: await answerQuote(), order: placed.order })
}
