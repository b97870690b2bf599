import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { quotePricedRequest } from "../lib/emails/compose"
import { quotesService } from "../lib/quotes/quotes"
import { sendEmail } from "../workflows/emails/send-email-now"
import { QuoteEvents } from "../workflows/quotes/events"

/**
 * The e-mails of quotes (docs/email.md): a new request and an acceptance go to the staff inbox,
 * a pricing to the customer (once per pricing: a quote priced again is e-mailed again), and a
 * message on a quote to the other side of its writer.
 */
export default async function quoteEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  const { id } = event.data
  switch (event.name) {
    case QuoteEvents.REQUESTED:
      return sendEmail(container, { kind: "staff-new-quote", id })
    case QuoteEvents.PRICED: {
      const [quote] = await quotesService(container).listQuotes({ id }, { select: ["id", "quoted_at"], take: 1 })
      const request = quote ? quotePricedRequest(quote as { id: string; quoted_at: Date | string | null }) : null
      if (request) await sendEmail(container, request)
      return
    }
    case QuoteEvents.MESSAGE_ADDED:
      return sendEmail(container, { kind: "quote-message", id })
    case QuoteEvents.ACCEPTED:
      return sendEmail(container, { kind: "staff-quote-accepted", id })
  }
}

export const config: SubscriberConfig = {
  event: [QuoteEvents.REQUESTED, QuoteEvents.PRICED, QuoteEvents.MESSAGE_ADDED, QuoteEvents.ACCEPTED],
  context: { subscriberId: "quote-emails" },
}
