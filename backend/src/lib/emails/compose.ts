import type { CreateNotificationDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { TAX_EXEMPTION_KIND_LABELS, INQUIRY_RECEIVED_MESSAGES, type InquiryKind, PASSWORD_RESET_MINUTES, RETURN_REASON_LABELS, SHIPPING_REFUNDED_FOR, shopPaysReturnShipping, inquiryReference, readableInquiryFields } from "@printshop/contract"
import jwt from "jsonwebtoken"
import type { EmailData, EmailProviderData, EmailTemplate, ResetRecord } from "../../modules/shop-email/types"
import { ORDER_FIELDS, type OrderRecord, orderOfFulfillment, toOrderView } from "../orders/order-view"
import { freeReturnShippingOver } from "../orders/return-shipping"
import { RETURN_FIELDS, asCharged, toOrderReturn } from "../orders/returns"
import { backendUrl, staffInbox, storefrontUrl } from "../shop-urls"
import { holdSealedEmailData } from "../../modules/shop-email/sealed-data"
import { findInvite, inviteIsOpen, inviteLink } from "../companies/companies"
import { findTaxExemption, toAdminTaxExemptionViews } from "../tax-exemptions/tax-exemptions"
import { oneClickUnsubscribeUrl, stockAlertsService, unsubscribePageUrl } from "../stock-alerts/stock-alerts"
import { getCatalogueIndex } from "../../modules/catalogue/catalogue-index"
import { type QuoteRecord, findQuote, quotesService, toAdminQuoteViews, toQuoteViews } from "../quotes/quotes"

/**
 * Each e-mail the shop sends, and what it is sent for: `id` is the record it is about (an order,
 * a fulfillment, a customer, a message, a reply, a quote, a message on a quote, a company
 * invitation), except a password
 * reset's, which is the event. A quote's pricing is told apart by when it was priced.
 */
export type EmailRequest =
  | { kind: "order-confirmation" | "order-cancelled"; id: string }
  | { kind: "order-shipped" | "order-delivered"; id: string }
  | { kind: "return-requested" | "return-received"; id: string }
  | { kind: "welcome"; id: string }
  | { kind: "email-changed"; id: string; previousEmail: string; changedAt: string }
  | { kind: "staff-new-inquiry"; id: string }
  | { kind: "inquiry-reply"; id: string }
  | { kind: "inquiry-received"; id: string }
  | { kind: "staff-new-quote" | "staff-quote-accepted"; id: string }
  | { kind: "quote-priced"; id: string; quotedAt: string }
  | { kind: "quote-message"; id: string }
  | { kind: "company-invite"; id: string }
  | { kind: "staff-new-tax-exemption"; id: string }
  | { kind: "tax-exemption-reviewed"; id: string; reviewedAt: string }
  | { kind: "back-in-stock"; id: string }
  | { kind: "password-reset"; reset: PasswordResetEvent }

/** What Medusa's `auth.password_reset` event carries. */
export type PasswordResetEvent = {
  entity_id: string
  actor_type: string
  token: string
  metadata?: Record<string, unknown> | null
}

/** Where a member of staff asked for a reset: the shop's /admin, or Medusa's dashboard. */
export type ResetOrigin = "shop" | "dashboard"

/**
 * The key that makes an e-mail go out once per thing it is about, whoever asks for it (the
 * subscriber, a second delivery of the event, the retry job's sweep).
 */
export function emailKey(request: EmailRequest): string {
  if (request.kind === "password-reset") {
    const claims = jwt.decode(request.reset.token) as { jti?: string } | null
    return `password-reset:${claims?.jti ?? request.reset.token.slice(-32)}`
  }
  if (request.kind === "email-changed") return `email-changed:${request.id}:${request.changedAt}`
  if (request.kind === "quote-priced") return `quote-priced:${request.id}:${request.quotedAt}`
  if (request.kind === "tax-exemption-reviewed") return `tax-exemption-reviewed:${request.id}:${request.reviewedAt}`
  return `${request.kind}:${request.id}`
}

type Notification = CreateNotificationDTO & { data: EmailData[EmailTemplate] | ResetRecord; provider_data?: EmailProviderData }

function notification<T extends EmailTemplate>(
  request: EmailRequest,
  fields: {
    to: string
    template: T
    data: T extends "password-reset" ? ResetRecord : EmailData[T]
    resource_type: string
    resource_id: string
    receiver_id?: string | null
    replyTo?: string | null
  }
): Notification {
  return {
    to: fields.to,
    channel: "email",
    template: fields.template,
    data: fields.data,
    provider_data: fields.replyTo ? { replyTo: fields.replyTo } : {},
    trigger_type: request.kind,
    resource_type: fields.resource_type,
    resource_id: fields.resource_id,
    receiver_id: fields.receiver_id ?? null,
    idempotency_key: emailKey(request),
  }
}

async function orderView(container: MedusaContainer, orderId: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  return data[0] ? toOrderView((await asCharged(container, [data[0] as unknown as OrderRecord]))[0]) : null
}

/** The text a customer wrote in whichever form they sent, quoted under a reply. */
function customerText(fields: Record<string, unknown>): string {
  for (const key of ["message", "issueDescription", "requirements", "equipment"]) {
    if (typeof fields[key] === "string" && fields[key]) return fields[key] as string
  }
  return ""
}

async function resetEmail(container: MedusaContainer, request: EmailRequest & { kind: "password-reset" }): Promise<Notification | null> {
  const { entity_id: email, actor_type: actorType, token, metadata } = request.reset
  const staff = actorType === "user"
  let firstName: string | null = null
  if (staff) {
    const [user] = await container.resolve(Modules.USER).listUsers({ email }, { take: 1, select: ["id", "first_name"] })
    if (!user) return null
    firstName = user.first_name ?? null
  } else {
    const [customer] = await container
      .resolve(Modules.CUSTOMER)
      .listCustomers({ email, has_account: true }, { take: 1, select: ["id", "first_name"] })
    if (!customer) return null
    firstName = customer.first_name ?? null
  }
  const origin = (metadata?.origin as ResetOrigin | undefined) ?? "shop"
  // The shop's pages read the token from the fragment, which no browser sends to any server, so no
  // access log keeps it; Medusa's dashboard reads its own reset page's query.
  const linkToken = encodeURIComponent(token)
  const resetUrl = !staff
    ? `${storefrontUrl()}/reset-password#token=${linkToken}`
    : origin === "dashboard"
      ? `${backendUrl()}/app/reset-password?token=${linkToken}`
      : `${storefrontUrl()}/admin/reset-password#token=${linkToken}`
  const rendered: EmailData["password-reset"] = { firstName, resetUrl, minutes: PASSWORD_RESET_MINUTES, staff }
  holdSealedEmailData(emailKey(request), rendered, PASSWORD_RESET_MINUTES * 60_000)
  return notification(request, {
    to: email,
    template: "password-reset",
    data: { kind: "password-reset", to: email },
    resource_type: staff ? "user" : "customer",
    resource_id: email,
  })
}

/**
 * The e-mail of a quote's pricing: one each time staff price it (again), told apart by when.
 * Null when it has not been priced.
 */
export function quotePricedRequest(quote: Pick<QuoteRecord, "id" | "quoted_at">): Extract<EmailRequest, { kind: "quote-priced" }> | null {
  return quote.quoted_at ? { kind: "quote-priced", id: quote.id, quotedAt: new Date(quote.quoted_at).toISOString() } : null
}

/** Where staff open a quote in the shop's /admin. */
const adminQuoteUrl = (quoteId: string) => `${storefrontUrl()}/admin?tab=quotes&quote=${encodeURIComponent(quoteId)}`

/** 'Ada Lovelace' -> 'Ada': a customer's greeting. */
const firstNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || null

async function quoteEmail(
  container: MedusaContainer,
  request: EmailRequest & { kind: "staff-new-quote" | "quote-priced" | "staff-quote-accepted" }
): Promise<Notification | null> {
  const record = await findQuote(container, request.id)
  if (!record) return null
  const [quote] = await toAdminQuoteViews(container, [record])
  const customer = { name: quote.customer.name, email: quote.customer.email, company: quote.company }
  switch (request.kind) {
    case "staff-new-quote": {
      const inbox = staffInbox()
      if (!inbox) return null
      return notification(request, {
        to: inbox,
        template: "staff-new-quote",
        data: {
          number: quote.number,
          ...customer,
          phone: quote.customer.phone,
          items: quote.items.map(({ productName, quantity }) => ({ productName, quantity })),
          message: quote.message,
          adminUrl: adminQuoteUrl(quote.id),
        },
        resource_type: "quote",
        resource_id: quote.id,
        replyTo: quote.customer.email,
      })
    }
    case "quote-priced": {
      // Priced again since: that pricing has its own e-mail, with its own prices.
      if (quotePricedRequest(record)?.quotedAt !== request.quotedAt || !quote.validUntil || quote.subtotal === null) return null
      return notification(request, {
        to: quote.customer.email,
        template: "quote-priced",
        data: {
          quoteId: quote.id,
          number: quote.number,
          firstName: firstNameOf(quote.customer.name),
          items: quote.items.map((line) => ({ productName: line.productName, quantity: line.quantity, unitPrice: line.unitPrice ?? 0, total: line.total ?? "0.00" })),
          subtotal: quote.subtotal,
          validUntil: quote.validUntil,
          note: quote.note,
        },
        resource_type: "quote",
        resource_id: quote.id,
        receiver_id: quote.customer.id,
        replyTo: staffInbox(),
      })
    }
    case "staff-quote-accepted": {
      const inbox = staffInbox()
      const order = record.order_id ? await orderView(container, record.order_id) : null
      if (!inbox || !order) return null
      return notification(request, {
        to: inbox,
        template: "staff-quote-accepted",
        data: { number: quote.number, ...customer, orderNumber: order.id, total: order.totalAmount, adminUrl: adminQuoteUrl(quote.id) },
        resource_type: "quote",
        resource_id: quote.id,
        replyTo: quote.customer.email,
      })
    }
  }
}

type QuoteMessageRecord = { id: string; quote_id: string; author: "customer" | "staff"; author_name: string; body: string }

/** A message on a quote, to the other side: a customer's to the staff inbox, staff's to the customer. */
async function quoteMessageEmail(container: MedusaContainer, request: EmailRequest & { kind: "quote-message" }): Promise<Notification | null> {
  const [message] = (await quotesService(container).listQuoteMessages({ id: request.id }, { take: 1 })) as unknown as Array<QuoteMessageRecord | undefined>
  const record = message ? await findQuote(container, message.quote_id) : null
  if (!message || !record) return null
  const [quote] = await toQuoteViews(container, [record])
  if (message.author === "customer") {
    const inbox = staffInbox()
    if (!inbox) return null
    return notification(request, {
      to: inbox,
      template: "staff-quote-message",
      data: { number: quote.number, name: record.customer_name, email: record.email, company: record.company, body: message.body, adminUrl: adminQuoteUrl(quote.id) },
      resource_type: "quote",
      resource_id: quote.id,
      replyTo: record.email,
    })
  }
  return notification(request, {
    to: record.email,
    template: "quote-message",
    data: { quoteId: quote.id, number: quote.number, firstName: firstNameOf(record.customer_name), author: message.author_name, body: message.body },
    resource_type: "quote",
    resource_id: quote.id,
    receiver_id: record.customer_id,
    replyTo: staffInbox(),
  })
}

/** 'moved.123@example.com' -> 'm****@example.com': enough for the owner to know it, little for anyone else. */
export const maskedEmail = (email: string) => {
  const at = email.lastIndexOf("@")
  return at <= 0 ? "****" : `${email[0]}****${email.slice(at)}`
}

/**
 * The notification for one e-mail, read from what the shop holds now; null when there is nothing
 * to send (a guest has no welcome, a message without an address gets no reply, no staff inbox).
 */
export async function composeEmail(container: MedusaContainer, request: EmailRequest): Promise<Notification | null> {
  switch (request.kind) {
    case "order-confirmation":
    case "order-cancelled": {
      const order = await orderView(container, request.id)
      if (!order?.customerEmail) return null
      return notification(request, {
        to: order.customerEmail,
        template: request.kind,
        data: { order },
        resource_type: "order",
        resource_id: request.id,
        receiver_id: order.userId,
      })
    }
    case "order-shipped":
    case "order-delivered": {
      const orderId = await orderOfFulfillment(container, request.id)
      const order = orderId ? await orderView(container, orderId) : null
      if (!orderId || !order?.customerEmail) return null
      return notification(request, {
        to: order.customerEmail,
        template: request.kind,
        data: { order },
        resource_type: "order",
        resource_id: orderId,
        receiver_id: order.userId,
      })
    }
    case "return-requested":
    case "return-received": {
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "return", fields: RETURN_FIELDS, filters: { id: request.id } })
      const record = data[0] as unknown as Parameters<typeof toOrderReturn>[0] | undefined
      if (!record) return null
      const { data: orders } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: record.order_id } })
      const orderRecord = orders[0] as unknown as OrderRecord | undefined
      if (!orderRecord?.email) return null
      const view = toOrderReturn(record, orderRecord)
      const order = toOrderView((await asCharged(container, [orderRecord]))[0])
      const items = view.items.map(({ productName, quantity }) => ({ productName, quantity }))
      return request.kind === "return-requested"
        ? notification(request, {
            to: orderRecord.email,
            template: "return-requested",
            data: {
              order,
              items,
              reason: RETURN_REASON_LABELS[view.reason],
              shopPaysShipping: shopPaysReturnShipping(
                view.reason,
                view.items.map((line) => order.items.find((item) => item.productId === line.productId)?.price ?? 0),
                await freeReturnShippingOver(container)
              ),
              refundsShipping: SHIPPING_REFUNDED_FOR.includes(view.reason),
            },
            resource_type: "order",
            resource_id: orderRecord.id,
            receiver_id: orderRecord.customer_id ?? null,
          })
        : notification(request, {
            to: orderRecord.email,
            template: "return-received",
            data: { order, items, refundAmount: view.refundAmount, reduction: view.refundReduction ?? null },
            resource_type: "order",
            resource_id: orderRecord.id,
            receiver_id: orderRecord.customer_id ?? null,
          })
    }
    case "welcome": {
      const [customer] = await container
        .resolve(Modules.CUSTOMER)
        .listCustomers({ id: request.id, has_account: true }, { take: 1, select: ["id", "email", "first_name"] })
      if (!customer?.email) return null
      return notification(request, {
        to: customer.email,
        template: "welcome",
        data: { firstName: customer.first_name ?? "" },
        resource_type: "customer",
        resource_id: customer.id,
        receiver_id: customer.id,
      })
    }
    case "email-changed": {
      const [customer] = await container
        .resolve(Modules.CUSTOMER)
        .listCustomers({ id: request.id, has_account: true }, { take: 1, select: ["id", "email", "first_name"] })
      if (!customer?.email) return null
      return notification(request, {
        to: request.previousEmail,
        template: "email-changed",
        data: { firstName: customer.first_name ?? null, newEmailMasked: maskedEmail(customer.email), changedAt: request.changedAt },
        resource_type: "customer",
        resource_id: customer.id,
        receiver_id: customer.id,
      })
    }
    case "staff-new-inquiry": {
      const inbox = staffInbox()
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "inquiry", fields: ["id", "kind", "name", "email", "subject", "fields"], filters: { id: request.id } })
      const inquiry = data[0] as { id: string; kind: string; name: string | null; email: string | null; subject: string | null; fields: Record<string, unknown> } | undefined
      if (!inbox || !inquiry) return null
      return notification(request, {
        to: inbox,
        template: "staff-new-inquiry",
        data: {
          reference: inquiryReference(inquiry.id),
          kind: inquiry.kind,
          name: inquiry.name,
          email: inquiry.email,
          subject: inquiry.subject,
          fields: readableInquiryFields(inquiry.fields ?? {}, inquiry.kind).map(({ label, value }) => ({ label, value })),
          adminUrl: `${storefrontUrl()}/admin`,
        },
        resource_type: "inquiry",
        resource_id: inquiry.id,
        replyTo: inquiry.email,
      })
    }
    case "inquiry-received": {
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "inquiry", fields: ["id", "kind", "name", "email"], filters: { id: request.id } })
      const inquiry = data[0] as { id: string; kind: string; name: string | null; email: string | null } | undefined
      // A warranty claim asks for contact details in one free field, not an e-mail address: no acknowledgement.
      if (!inquiry?.email) return null
      return notification(request, {
        to: inquiry.email,
        template: "inquiry-received",
        data: {
          reference: inquiryReference(inquiry.id),
          kind: inquiry.kind,
          // A name is a visitor's text too: the first word, briefly, is enough for a greeting.
          name: inquiry.name?.trim().split(/\s+/)[0]?.slice(0, 40) || null,
          answer: INQUIRY_RECEIVED_MESSAGES[inquiry.kind as InquiryKind] ?? "We'll reply as soon as we can.",
        },
        resource_type: "inquiry",
        resource_id: inquiry.id,
        replyTo: staffInbox(),
      })
    }
    case "inquiry-reply": {
      const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "inquiry_reply",
        fields: ["id", "message", "author_name", "inquiry.id", "inquiry.name", "inquiry.email", "inquiry.subject", "inquiry.fields"],
        filters: { id: request.id },
      })
      const reply = data[0] as
        | { id: string; message: string; author_name: string; inquiry: { id: string; name: string | null; email: string | null; subject: string | null; fields: Record<string, unknown> } }
        | undefined
      if (!reply?.inquiry?.email) return null
      return notification(request, {
        to: reply.inquiry.email,
        template: "inquiry-reply",
        data: {
          reference: inquiryReference(reply.inquiry.id),
          name: reply.inquiry.name,
          subject: reply.inquiry.subject,
          original: customerText(reply.inquiry.fields ?? {}),
          reply: reply.message,
          author: reply.author_name,
        },
        resource_type: "inquiry",
        resource_id: reply.inquiry.id,
        replyTo: staffInbox(),
      })
    }
    case "staff-new-quote":
    case "quote-priced":
    case "staff-quote-accepted":
      return quoteEmail(container, request)
    case "quote-message":
      return quoteMessageEmail(container, request)
    case "company-invite":
      return companyInviteEmail(container, request)
    case "back-in-stock":
      return backInStockEmail(container, request)
    case "staff-new-tax-exemption":
    case "tax-exemption-reviewed":
      return taxExemptionEmail(container, request)
    case "password-reset":
      return resetEmail(container, request)
  }
}

/**
 * An invitation to join a company, with its link. The link is kept in the notification's record
 * like any e-mail's data: alone it lets no one in, since only an account with the invited address
 * can join (docs/decisions.md, "Companies").
 */
async function companyInviteEmail(container: MedusaContainer, request: EmailRequest & { kind: "company-invite" }): Promise<Notification | null> {
  const invite = await findInvite(container, request.id)
  if (!invite || !inviteIsOpen(invite)) return null
  return notification(request, {
    to: invite.email,
    template: "company-invite",
    data: { companyName: invite.company.name, invitedBy: invite.invited_by_name, link: inviteLink(container, invite.id), expiresAt: new Date(invite.expires_at).toISOString() },
    resource_type: "company_invite",
    resource_id: invite.id,
  })
}

/**
 * A product is back: one e-mail to an address whose alert was claimed for it (lib/stock-alerts),
 * with the product's page and a one-click unsubscribe. None when the address unsubscribed
 * meanwhile or the product is no longer sold.
 */
async function backInStockEmail(container: MedusaContainer, request: EmailRequest & { kind: "back-in-stock" }): Promise<Notification | null> {
  const [alert] = await stockAlertsService(container).listStockAlerts({ id: request.id }, { take: 1 })
  if (!alert?.notified_at) return null
  const product = (await getCatalogueIndex(container)).get(alert.product_id)
  if (!product) return null
  return {
    ...notification(request, {
      to: alert.email,
      template: "back-in-stock",
      data: {
        productName: product.name,
        productUrl: `${storefrontUrl()}/products/${encodeURIComponent(product.id)}`,
        price: String(product.price),
        unsubscribeUrl: unsubscribePageUrl(container, alert.id),
      },
      resource_type: "stock_alert",
      resource_id: alert.id,
      receiver_id: alert.customer_id,
    }),
    provider_data: { unsubscribeUrl: oneClickUnsubscribeUrl(container, alert.id) },
  }
}

/** A certificate's review, told apart by when: staff may decide again, and each decision is e-mailed. */
export function taxExemptionReviewedRequest(record: { id: string; reviewed_at: Date | string | null }): Extract<EmailRequest, { kind: "tax-exemption-reviewed" }> | null {
  return record.reviewed_at ? { kind: "tax-exemption-reviewed", id: record.id, reviewedAt: new Date(record.reviewed_at).toISOString() } : null
}

/**
 * A new certificate to review (the staff inbox) and a decision on one (the member who uploaded it;
 * only the decision the certificate holds now, so a stale one is never sent).
 */
async function taxExemptionEmail(
  container: MedusaContainer,
  request: EmailRequest & { kind: "staff-new-tax-exemption" | "tax-exemption-reviewed" }
): Promise<Notification | null> {
  const record = await findTaxExemption(container, request.id)
  if (!record) return null
  const [view] = await toAdminTaxExemptionViews(container, [record])
  const details = { companyName: view.company.name, kind: TAX_EXEMPTION_KIND_LABELS[view.kind], certificateNumber: view.certificateNumber, states: view.states, expiresOn: view.expiresOn }
  if (request.kind === "staff-new-tax-exemption") {
    const inbox = staffInbox()
    if (!inbox) return null
    return notification(request, {
      to: inbox,
      template: "staff-new-tax-exemption",
      data: { ...details, uploadedBy: view.uploadedBy, adminUrl: `${storefrontUrl()}/admin?tab=companies&exemption=${encodeURIComponent(view.id)}` },
      resource_type: "tax_exemption",
      resource_id: view.id,
    })
  }
  if (record.status === "pending" || taxExemptionReviewedRequest(record)?.reviewedAt !== request.reviewedAt) return null
  const [uploader] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: (record as { uploaded_by_id?: string }).uploaded_by_id }, { take: 1 })
  if (!uploader) return null
  return notification(request, {
    to: uploader.email,
    template: "tax-exemption-reviewed",
    data: { ...details, approved: record.status === "approved", note: record.review_note, firstName: uploader.first_name || null },
    resource_type: "tax_exemption",
    resource_id: view.id,
    receiver_id: uploader.id,
    replyTo: staffInbox(),
  })
}
