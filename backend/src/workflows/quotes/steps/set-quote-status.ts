import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type QuoteRecord, findQuote, quotesService } from "../../../lib/quotes/quotes"

export type SetQuoteStatusInput = { quoteId: string; status: "accepted" | "declined"; orderId?: string | null }

/** A quote accepted (with the order it placed) or declined; compensation restores what it was. */
export const setQuoteStatusStep = createStep(
  "set-quote-status",
  async (input: SetQuoteStatusInput, { container }) => {
    const before = (await findQuote(container, input.quoteId)) as QuoteRecord
    await quotesService(container).updateQuotes({
      id: input.quoteId,
      status: input.status,
      ...(input.status === "accepted" ? { order_id: input.orderId ?? null, accepted_at: new Date() } : {}),
    })
    return new StepResponse({ id: input.quoteId }, { id: before.id, status: before.status, order_id: before.order_id })
  },
  async (before, { container }) => {
    if (before) await quotesService(container).updateQuotes({ id: before.id, status: before.status, order_id: before.order_id, accepted_at: null })
  }
)
