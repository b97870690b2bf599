/** Events of quotes, which the shop's e-mail subscriber listens to (each carries `{ id }`). */
export const QuoteEvents = {
  /** A customer asked for a quote: staff hear of it. `id` is the quote's. */
  REQUESTED: "quote.requested",
  /** Staff priced a quote: its customer gets the link. `id` is the quote's. */
  PRICED: "quote.priced",
  /** A message on a quote: the other side hears of it. `id` is the message's. */
  MESSAGE_ADDED: "quote.message_added",
  /** The customer accepted a quote and its order was placed: staff hear of it. `id` is the quote's. */
  ACCEPTED: "quote.accepted",
} as const
