import { z } from "zod"
import { dollars, pageAnswerFields, pageQueryFields } from "./admin"
import { MAX_LONG, MAX_PHONE, calendarDate, isCalendarDate, optionalText, requiredText } from "./fields"
import { placeOrderBodySchema } from "./orders"
import { MAX_CART_LINE_QUANTITY } from "./saved-list-limits"

/**
 * Quotes (docs/api.md, "Quotes"): a signed-in business buyer asks for prices on products and
 * quantities, staff price each line with a date it is valid until, both sides talk, and the buyer
 * accepts the quote, which places one order at the quoted prices through the usual checkout.
 */

/** What a quote may be. `expired` is never stored: a quoted quote past its date is expired. */
export const QUOTE_STATUSES = ["requested", "quoted", "accepted", "declined", "expired"] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: "Requested",
  quoted: "Quoted",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
}

/** How long a priced quote holds when staff give no date. */
export const QUOTE_VALID_DAYS = 30
export const MAX_QUOTE_LINES = 100
export const MAX_QUOTE_MESSAGE = 5000

/** What the shop answers when a quote cannot be accepted or changed. */
export const QUOTE_MESSAGES = {
  expired: "This quote has expired.",
  accepted: "This quote has already been accepted.",
  declined: "This quote was declined.",
  notPriced: "This quote has not been priced yet.",
  notFound: "Quote not found.",
  closed: "This quote is closed: it was accepted or declined.",
  changed: "This quote has changed since you opened it. Please review it again.",
  noPromoCode: "A promo code cannot be used with a quote: the quote is the price.",
  pastDate: "Valid until must be today or later",
  requested: "Thank you! We have your quote request and will price it within one business day.",
  signInToAsk: "Please sign in to request a quote.",
} as const

const quantityMessage = "Quantity must be a whole number of at least 1"
// As an order line allows: an accepted quote is an order.
const quantity = z
  .number({ error: quantityMessage })
  .int(quantityMessage)
  .min(1, quantityMessage)
  .max(MAX_CART_LINE_QUANTITY, `Quantity must be at most ${MAX_CART_LINE_QUANTITY}`)
const productId = z.string({ error: "Product is required" }).trim().min(1, "Product is required").max(100)

const requestLines = z
  .array(z.object({ productId, quantity }).strict(), { error: "A quote needs at least one product" })
  .min(1, "A quote needs at least one product")
  .max(MAX_QUOTE_LINES, `A quote can hold at most ${MAX_QUOTE_LINES} lines`)
  .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, "Each product may appear once in a quote")

/**
 * POST /api/quotes: the products and quantities to price and a message; from /business also the
 * company and a phone number. The customer comes from the token.
 */
export const quoteRequestBodySchema = z
  .object({
    items: requestLines,
    message: optionalText(MAX_LONG).optional(),
    company: optionalText().optional(),
    phone: optionalText(MAX_PHONE).optional(),
  })
  .strict()
export type QuoteRequestBody = z.output<typeof quoteRequestBodySchema>
export type QuoteRequestPayload = z.input<typeof quoteRequestBodySchema>

/** A line of a quote: the product, how many, its catalogue price now and the price staff set (null until priced). */
export const quoteLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** The product's catalogue price of one unit now; null when it is no longer sold. */
  listPrice: z.number().nullable(),
  /** The quoted price of one unit; null until staff price the quote. */
  unitPrice: z.number().nullable(),
  /** unitPrice times quantity, two places; null until priced. */
  total: z.string().nullable(),
})
export type QuoteLine = z.output<typeof quoteLineSchema>

export const quoteMessageSchema = z.object({
  id: z.string(),
  author: z.enum(["customer", "staff"]),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
})
export type QuoteMessage = z.output<typeof quoteMessageSchema>

/** A quote as its customer sees it (GET /api/user/quotes/{id}). */
export const quoteSchema = z.object({
  id: z.string(),
  /** The quote's number, e.g. 12: "Quote #12". */
  number: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  items: z.array(quoteLineSchema),
  /** The customer's message with the request. */
  message: z.string().nullable(),
  company: z.string().nullable(),
  /** Staff's note with the prices. */
  note: z.string().nullable(),
  /** The last day the quote can be accepted (YYYY-MM-DD); null until priced. */
  validUntil: z.string().nullable(),
  quotedAt: z.string().nullable(),
  /** The order number once accepted. */
  orderId: z.string().nullable(),
  /** The quoted lines' total before tax and shipping, two places; null until priced. */
  subtotal: z.string().nullable(),
  messages: z.array(quoteMessageSchema),
  /** Who asked for it: the customer, or a colleague of their company (docs/api.md, "Companies"). */
  askedBy: z.object({ id: z.string(), name: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Quote = z.output<typeof quoteSchema>
export const quoteListSchema = z.array(quoteSchema)

/** A quote as staff see it: with the customer. */
export const adminQuoteSchema = quoteSchema.extend({
  customer: z.object({ id: z.string(), email: z.string(), name: z.string(), phone: z.string().nullable() }),
})
export type AdminQuote = z.output<typeof adminQuoteSchema>
export const adminQuotePageSchema = z.object({
  quotes: z.array(adminQuoteSchema),
  ...pageAnswerFields,
  /** Quotes waiting for prices: the count on the tab. */
  requestedCount: z.number().int(),
})
export type AdminQuotePage = z.output<typeof adminQuotePageSchema>

/** GET /api/admin/quotes. */
export const listQuotesQuerySchema = z.object({ status: z.enum(QUOTE_STATUSES).optional(), ...pageQueryFields }).strict()

const unitPriceMessage = "Unit price must be an amount like 42.00"

/**
 * PUT /api/admin/quotes/{id}: the lines with their prices (lines may be added or removed), the
 * last day it holds (today + QUOTE_VALID_DAYS when not sent) and a note. Makes it `quoted`.
 */
export const priceQuoteBodySchema = z
  .object({
    items: z
      .array(z.object({ productId, quantity, unitPrice: dollars(unitPriceMessage) }).strict(), { error: "A quote needs at least one product" })
      .min(1, "A quote needs at least one product")
      .max(MAX_QUOTE_LINES, `A quote can hold at most ${MAX_QUOTE_LINES} lines`)
      .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, "Each product may appear once in a quote"),
    validUntil: calendarDate("Valid until must be a date like 2026-12-31").nullish(),
    note: optionalText(MAX_LONG).nullish(),
  })
  .strict()
export type PriceQuoteBody = z.output<typeof priceQuoteBodySchema>
export type PriceQuotePayload = z.input<typeof priceQuoteBodySchema>

/** POST /api/user/quotes/{id}/messages and POST /api/admin/quotes/{id}/messages. */
export const quoteMessageBodySchema = z.object({ message: requiredText("Please write a message", { max: MAX_QUOTE_MESSAGE }) }).strict()
export type QuoteMessageBody = z.output<typeof quoteMessageBodySchema>

/**
 * POST /api/user/quotes/{id}/accept: the checkout's details (address, payment, the total the
 * shopper saw); the lines and their prices are the quote's. No promo code: the quote is the price.
 */
export const acceptQuoteBodySchema = placeOrderBodySchema.omit({ items: true, promoCode: true, sessionId: true })
export type AcceptQuoteBody = z.output<typeof acceptQuoteBodySchema>
export type AcceptQuotePayload = z.input<typeof acceptQuoteBodySchema>

/** Today's date in UTC, YYYY-MM-DD: a quote holds through its last day (UTC). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10)

/** The date `days` after `from` (YYYY-MM-DD). */
export function addDays(from: string, days: number): string {
  if (!isCalendarDate(from)) throw new Error(`Not a date: ${from}`)
  const date = new Date(`${from}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A quoted quote whose last day is before today is expired; other statuses are what is stored. */
export function quoteStatusOn(stored: Exclude<QuoteStatus, "expired">, validUntil: string | null, today: string = todayUtc()): QuoteStatus {
  return stored === "quoted" && validUntil !== null && validUntil < today ? "expired" : stored
}

/** The quoted lines' total, two places; null while any line has no price. */
export function quoteSubtotal(lines: ReadonlyArray<{ quantity: number; unitPrice: number | null }>): string | null {
  if (!lines.length || lines.some((line) => line.unitPrice === null)) return null
  const cents = lines.reduce((sum, line) => sum + Math.round((line.unitPrice as number) * 100) * line.quantity, 0)
  return (cents / 100).toFixed(2)
}

/** What a quote that cannot be accepted says, by the status it shows; null for a quoted one. */
export function quoteRefusal(status: QuoteStatus): string | null {
  const refusals: Record<QuoteStatus, string | null> = {
    requested: QUOTE_MESSAGES.notPriced,
    quoted: null,
    accepted: QUOTE_MESSAGES.accepted,
    declined: QUOTE_MESSAGES.declined,
    expired: QUOTE_MESSAGES.expired,
  }
  return refusals[status]
}

/** "Quote #12". */
export const quoteTitle = (number: number) => `Quote #${number}`
