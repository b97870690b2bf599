import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { QuoteEvents } from "../events"
import { acceptQuoteOfOrderStep } from "../steps/accept-quote-of-order"
import { type CreateQuoteInput, createQuoteStep } from "../steps/create-quote"
import { type CreateQuoteMessageInput, createQuoteMessageStep } from "../steps/create-quote-message"
import { type PriceQuoteInput, priceQuoteStep } from "../steps/price-quote"
import { setQuoteStatusStep } from "../steps/set-quote-status"

const eventOf = (id: { id: string }) => transform({ id }, ({ id }) => ({ id: id.id }))

/** A customer asks for a quote: it is kept with its lines and staff are e-mailed. */
export const requestQuoteWorkflow = createWorkflow("request-quote", (input: CreateQuoteInput) => {
  const quote = createQuoteStep(input)
  emitEventStep({ eventName: QuoteEvents.REQUESTED, data: eventOf(quote) })
  return new WorkflowResponse(quote)
})

/** Staff price a quote: its lines, last day and note; the customer is e-mailed a link. */
export const priceQuoteWorkflow = createWorkflow("price-quote", (input: PriceQuoteInput) => {
  const quote = priceQuoteStep(input)
  emitEventStep({ eventName: QuoteEvents.PRICED, data: eventOf(quote) })
  return new WorkflowResponse(quote)
})

/** A message on a quote from either side; the other side is e-mailed. */
export const addQuoteMessageWorkflow = createWorkflow("add-quote-message", (input: CreateQuoteMessageInput) => {
  const message = createQuoteMessageStep(input)
  emitEventStep({ eventName: QuoteEvents.MESSAGE_ADDED, data: eventOf(message) })
  return new WorkflowResponse(message)
})

/** The customer declines a quote. */
export const declineQuoteWorkflow = createWorkflow("decline-quote", (input: { quoteId: string }) => {
  const quote = setQuoteStatusStep(transform({ input }, ({ input }) => ({ quoteId: input.quoteId, status: "declined" as const })))
  return new WorkflowResponse(quote)
})

/**
 * The quote of an order its acceptance placed, marked accepted if a stop came between the order
 * and the quote's mark; answers the quote's id when it marked it, null otherwise.
 */
export const acceptQuoteOfOrderWorkflow = createWorkflow("accept-quote-of-order", (input: { orderId: string }) => {
  const quote = acceptQuoteOfOrderStep(input)
  when("quote-accepted", { quote }, ({ quote }) => quote !== null).then(() => {
    emitEventStep({ eventName: QuoteEvents.ACCEPTED, data: transform({ quote }, ({ quote }) => ({ id: quote!.id })) })
  })
  return new WorkflowResponse(quote)
})
