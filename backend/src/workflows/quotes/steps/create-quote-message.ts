import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { quotesService } from "../../../lib/quotes/quotes"

export type CreateQuoteMessageInput = {
  quoteId: string
  author: "customer" | "staff"
  authorId: string | null
  authorName: string
  body: string
}

/** Keeps a message on a quote; compensation removes it. */
export const createQuoteMessageStep = createStep(
  "create-quote-message",
  async (input: CreateQuoteMessageInput, { container }) => {
    const message = await quotesService(container).createQuoteMessages({
      quote_id: input.quoteId,
      author: input.author,
      author_id: input.authorId,
      author_name: input.authorName,
      body: input.body,
    })
    return new StepResponse({ id: message.id }, message.id)
  },
  async (id, { container }) => {
    if (id) await quotesService(container).deleteQuoteMessages(id)
  }
)
