import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { PASSWORD_RESET_MINUTES } from "@printshop/contract"
import { type EmailRequest, emailKey, quotePricedRequest, taxExemptionReviewedRequest } from "../../lib/emails/compose"
import { taxExemptionsService } from "../../lib/tax-exemptions/tax-exemptions"
import { quotesService } from "../../lib/quotes/quotes"
import { companiesService } from "../../lib/companies/companies"
import { stockAlertsService } from "../../lib/stock-alerts/stock-alerts"
import { sendEmail } from "./send-email-now"

const MINUTE = 60_000
/** How long a failed e-mail is tried again, and how far back lost events are looked for. */
export const RETRY_FOR_MS = 24 * 60 * MINUTE
/** An e-mail still "pending" after this was cut off mid-send (its process stopped): it is sent again. */
const STUCK_AFTER_MS = 10 * MINUTE
/** Events younger than this are left to their subscriber. */
const SETTLE_MS = 2 * MINUTE
const BATCH = 200

type Sent = { retried: number; recovered: number }

const inWindow = (field: string, from: Date, to: Date) => ({ [field]: { $gte: from, $lt: to } })

/**
 * What the e-mail subscribers should have sent in the last 24 hours, from the records themselves:
 * orders placed and cancelled, shipments and deliveries, new accounts, customer messages and
 * staff replies, quotes asked for, priced and accepted, messages on quotes, company invitations,
 * tax exemption certificates uploaded and reviewed, and products back in stock. An event lost with a stopped process (the
 * in-memory event bus of `npm start`) is found here.
 */
async function expectedEmails(container: MedusaContainer, from: Date, to: Date): Promise<EmailRequest[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ids = async (entity: string, filters: Record<string, unknown>) =>
    ((await query.graph({ entity, fields: ["id"], filters, pagination: { take: BATCH, order: { created_at: "ASC" } } })).data as Array<{ id: string }>).map(
      (record) => record.id
    )
  const quotes = quotesService(container)
  const page = { take: BATCH, order: { created_at: "ASC" as const } }
  const [placed, cancelled, shipped, delivered, customers, inquiries, replies, requestedQuotes, pricedQuotes, acceptedQuotes, quoteMessages, invites, certificates, reviews, restocked] = await Promise.all([
    // A draft order (Medusa's dashboard) is not an order yet: it is confirmed when it is placed.
    ids("order", { ...inWindow("created_at", from, to), is_draft_order: false }),
    ids("order", { ...inWindow("canceled_at", from, to), is_draft_order: false }),
    ids("fulfillment", { ...inWindow("shipped_at", from, to), canceled_at: null }),
    ids("fulfillment", { ...inWindow("delivered_at", from, to), canceled_at: null }),
    ids("customer", { ...inWindow("created_at", from, to), has_account: true }),
    ids("inquiry", inWindow("created_at", from, to)),
    ids("inquiry_reply", inWindow("created_at", from, to)),
    quotes.listQuotes(inWindow("created_at", from, to), { ...page, select: ["id"] }),
    // Only a quote's last pricing can be found: an earlier one's e-mail was sent, or is superseded.
    quotes.listQuotes(inWindow("quoted_at", from, to), { ...page, select: ["id", "quoted_at"] }),
    quotes.listQuotes({ ...inWindow("accepted_at", from, to), status: "accepted" }, { ...page, select: ["id"] }),
    quotes.listQuoteMessages(inWindow("created_at", from, to), { ...page, select: ["id"] }),
    companiesService(container).listCompanyInvites(inWindow("created_at", from, to), { ...page, select: ["id"] }),
    taxExemptionsService(container).listTaxExemptions(inWindow("created_at", from, to), { ...page, select: ["id"] }),
    taxExemptionsService(container).listTaxExemptions(inWindow("reviewed_at", from, to), { ...page, select: ["id", "reviewed_at"] }),
    // Alerts claimed for a product back in stock (unsubscribed ones are deleted, so left out).
    stockAlertsService(container).listStockAlerts(inWindow("notified_at", from, to), { take: BATCH, order: { notified_at: "ASC" }, select: ["id"] }),
  ])
  return [
    ...placed.map((id) => ({ kind: "order-confirmation" as const, id })),
    ...cancelled.map((id) => ({ kind: "order-cancelled" as const, id })),
    ...shipped.map((id) => ({ kind: "order-shipped" as const, id })),
    ...delivered.map((id) => ({ kind: "order-delivered" as const, id })),
    ...customers.map((id) => ({ kind: "welcome" as const, id })),
    ...inquiries.flatMap((id) => [{ kind: "staff-new-inquiry" as const, id }, { kind: "inquiry-received" as const, id }]),
    ...replies.map((id) => ({ kind: "inquiry-reply" as const, id })),
    ...requestedQuotes.map(({ id }) => ({ kind: "staff-new-quote" as const, id })),
    ...pricedQuotes.flatMap((quote) => quotePricedRequest(quote as { id: string; quoted_at: Date | string | null }) ?? []),
    ...acceptedQuotes.map(({ id }) => ({ kind: "staff-quote-accepted" as const, id })),
    ...quoteMessages.map(({ id }) => ({ kind: "quote-message" as const, id })),
    ...invites.map(({ id }) => ({ kind: "company-invite" as const, id })),
    ...certificates.map(({ id }) => ({ kind: "staff-new-tax-exemption" as const, id })),
    ...reviews.flatMap((record) => taxExemptionReviewedRequest(record as { id: string; reviewed_at: Date | string | null }) ?? []),
    ...restocked.map(({ id }) => ({ kind: "back-in-stock" as const, id })),
  ]
}

/**
 * Once a minute (scheduled in src/jobs/retry-emails.ts): every e-mail of the last 24 hours whose
 * sending failed is sent again, and every one whose event was lost is sent. Each goes out once:
 * its idempotency key is unique in the Notification Module.
 */
export async function retryEmails(container: MedusaContainer, now = new Date()): Promise<Sent> {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const since = new Date(now.getTime() - RETRY_FOR_MS)

  const stuck = await notifications.listNotifications(
    { channel: "email", status: NotificationStatus.PENDING, created_at: { $gte: since, $lt: new Date(now.getTime() - STUCK_AFTER_MS) } } as Record<string, unknown>,
    { take: BATCH, select: ["id"] }
  )
  if (stuck.length) {
    await (notifications as unknown as { updateNotifications(data: Array<{ id: string; status: string }>): Promise<unknown> }).updateNotifications(
      stuck.map(({ id }) => ({ id, status: NotificationStatus.FAILURE }))
    )
  }
  const failed = await notifications.listNotifications(
    { channel: "email", status: NotificationStatus.FAILURE, created_at: { $gte: since } } as Record<string, unknown>,
    { take: BATCH, select: ["id", "template", "created_at"], order: { created_at: "ASC" } }
  )
  // A reset link lives for minutes and only in the process that composed it: an older one is asked for again.
  const resetsFrom = now.getTime() - PASSWORD_RESET_MINUTES * MINUTE
  const toRetry = failed.filter((record) => record.template !== "password-reset" || new Date(record.created_at).getTime() > resetsFrom)
  for (const { id } of toRetry) await sendEmail(container, { kind: "retry", notificationId: id })

  const expected = await expectedEmails(container, since, new Date(now.getTime() - SETTLE_MS))
  const keys = expected.map(emailKey)
  const known = new Set(
    keys.length
      ? (await notifications.listNotifications({ idempotency_key: keys } as Record<string, unknown>, { select: ["idempotency_key"], take: keys.length })).map(
          (notification) => (notification as { idempotency_key?: string | null }).idempotency_key
        )
      : []
  )
  const lost = expected.filter((request) => !known.has(emailKey(request)))
  for (const request of lost) await sendEmail(container, request)
  return { retried: toRetry.length, recovered: lost.length }
}
