import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { findQuote, quotesService } from "../../../lib/quotes/quotes"

/**
 * The quote an order was placed from (its `quote_id` in the order's metadata), marked accepted with
 * the order when a stop interrupted the acceptance before it was: answers the quote's id when it
 * marked it, null when the order is no quote's or its quote was marked already.
 */
export const acceptQuoteOfOrderStep = createStep(
  "accept-quote-of-order",
  async (input: { orderId: string }, { container }) => {
    const order = await container.resolve(Modules.ORDER).retrieveOrder(input.orderId, { select: ["id", "metadata"] })
    const quoteId = order.metadata?.quote_id
    if (typeof quoteId !== "string") return new StepResponse(null)
    const quote = await findQuote(container, quoteId)
    if (!quote || quote.status === "accepted") return new StepResponse(null)
    await quotesService(container).updateQuotes({ id: quote.id, status: "accepted", order_id: order.id, accepted_at: new Date() })
    return new StepResponse({ id: quote.id }, { id: quote.id, status: quote.status, order_id: quote.order_id })
  },
  async (before, { container }) => {
    if (before) await quotesService(container).updateQuotes({ id: before.id, status: before.status, order_id: before.order_id, accepted_at: null })
  }
)
