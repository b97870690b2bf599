import { z } from "zod"
import { optionalText, queryWholeNumber } from "./fields"
import { fromCents, toCents } from "./pricing"

/** Returns are accepted online within this many days of delivery (the returns policy's 30 days). */
export const RETURN_WINDOW_DAYS = 30
/** Unopened items, in their sealed packaging, are accepted this long after delivery (the returns policy's 60 days). */
export const UNOPENED_RETURN_WINDOW_DAYS = 60

export const RETURN_REASONS = ["damaged", "defective", "wrong_item", "no_longer_needed", "other"] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: "Damaged in transit",
  defective: "Defective",
  wrong_item: "Wrong item",
  no_longer_needed: "No longer needed",
  other: "Other",
}
/**
 * Shipping is refunded only when the shop is at fault for these (docs/decisions.md, "After the
 * order"), and for these the shop pays the return shipping too: the customer gets a prepaid label.
 */
export const SHIPPING_REFUNDED_FOR: readonly ReturnReason[] = ["damaged", "defective"]
/**
 * Whether the shop pays a return's shipping: damaged or defective items, or any item whose unit
 * price is above `freeOver` (the merchant's setting in Medusa; null for none).
 */
export const shopPaysReturnShipping = (reason: ReturnReason, unitPrices: readonly number[], freeOver: number | null): boolean =>
  SHIPPING_REFUNDED_FOR.includes(reason) || (freeOver !== null && unitPrices.some((price) => price > freeOver))

/** Items returned for these do not go back on sale unless staff say so when they receive them. */
export const NOT_RESTOCKED_BY_DEFAULT: readonly ReturnReason[] = ["damaged", "defective"]

export const RETURN_STATUSES = ["requested", "received", "refunded"] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = { requested: "Requested", received: "Received", refunded: "Refunded" }

/** POST /api/user/orders/{id}/returns. */
export const returnRequestBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          productId: z.string({ error: "Choose the items to return" }).min(1).max(100),
          quantity: z.number({ error: "Quantity must be a whole number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1"),
        })
      )
      .min(1, "Choose at least one item to return")
      .max(100),
    reason: z.enum(RETURN_REASONS, { error: "Please choose a reason" }),
    note: optionalText(1000).optional(),
    /** The items are unopened, in their sealed packaging: accepted up to 60 days after delivery. */
    unopened: z.boolean({ error: "Unopened must be true or false" }).optional(),
  })
  .strict()
export type ReturnRequestBody = z.output<typeof returnRequestBodySchema>

/** A return as its customer and staff see it. `refundAmount` is set once staff received it. */
export const returnSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  /** Whether the customer said the items are unopened (sealed packaging). */
  unopened: z.boolean().optional(),
  /** `restocked`: whether the line went back on sale when it was received (null until then). */
  items: z.array(
    z.object({ productId: z.string(), productName: z.string(), quantity: z.number(), restocked: z.boolean().nullable().optional() })
  ),
  refundAmount: z.string().nullable(),
  /** Set when staff refunded less than the items' price, tax and shipping due: that amount and why. */
  refundReduction: z.object({ fullAmount: z.string(), reason: z.string() }).nullable().optional(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
})
export type OrderReturn = z.output<typeof returnSchema>

/** GET /api/admin/returns. */
export const listReturnsQuerySchema = z
  .object({
    status: z.enum(RETURN_STATUSES).optional(),
    limit: queryWholeNumber(1, 200).default(50),
    offset: queryWholeNumber(0, 1_000_000).default(0),
  })
  .strict()
export const adminReturnSchema = returnSchema.extend({
  customerEmail: z.string(),
  customerName: z.string(),
  /** While it is only requested: what receiving it would refund (items, tax, and shipping where due). */
  refundDue: z.string().nullable().optional(),
})
export type AdminReturn = z.output<typeof adminReturnSchema>
export const adminReturnPageSchema = z.object({ returns: z.array(adminReturnSchema), count: z.number().int(), limit: z.number().int(), offset: z.number().int() })

/**
 * POST /api/admin/returns/{id}/receive (the body may be empty): per line whether it goes back on
 * sale (default: not for damaged or defective items), and a lower refund with the reason for it.
 */
export const receiveReturnBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          productId: z.string({ error: "Product is required" }).min(1).max(100),
          restock: z.boolean({ error: "Restock must be true or false" }),
        })
      )
      .max(100)
      .optional(),
    refundAmount: z
      .union([z.string(), z.number()])
      .transform((value, ctx) => {
        const text = typeof value === "number" ? value.toFixed(2) : value.trim()
        if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
          ctx.addIssue({ code: "custom", message: "Refund must be an amount like 49.99" })
          return z.NEVER
        }
        return Number(text)
      })
      .optional(),
    refundReason: optionalText(500).optional(),
  })
  .strict()
export type ReceiveReturnBody = z.output<typeof receiveReturnBodySchema>

export const RETURN_MESSAGES = {
  notDelivered: "Only delivered orders can be returned.",
  windowClosed: `Returns are accepted online within ${RETURN_WINDOW_DAYS} days of delivery, or ${UNOPENED_RETURN_WINDOW_DAYS} days for unopened items. Please contact support.`,
  unopenedOnly: `It is more than ${RETURN_WINDOW_DAYS} days since delivery: only unopened items, in their sealed packaging, can be returned now (within ${UNOPENED_RETURN_WINDOW_DAYS} days).`,
  refundTooHigh: "The refund cannot be more than what is due for the items returned.",
  refundReasonRequired: "Say why the refund is lower than what is due",
  tooMany: "You cannot return more of an item than you bought, less what is already being returned.",
  notInOrder: "That item is not in this order.",
  alreadyReceived: "This return has already been received.",
  requested: "Your return request has been sent. We will e-mail you when we receive the items.",
} as const

/**
 * What a return refunds (docs/decisions.md, "After the order"): the items' price less what a promo
 * code took off them (`discount`, for the quantity returned), and the tax the order charged on them
 * (each line's `taxRate`, in percent, as its tax lines had it), to the cent; the order's shipping too,
 * as it was charged, when the items arrived damaged or defective and no earlier return of the order
 * refunded it.
 */
export function returnRefund(input: {
  lines: ReadonlyArray<{ price: number | string; quantity: number; discount?: number; taxRate: number }>
  reason: ReturnReason
  shippingCost: number | string
  shippingAlreadyRefunded: boolean
}): number {
  // The items at each rate, then the tax of each rate's items, rounded once per rate as Medusa does.
  const centsByRate = new Map<number, number>()
  for (const line of input.lines) {
    const cents = Math.max(0, toCents(Number(line.price)) * line.quantity - toCents(line.discount ?? 0))
    centsByRate.set(line.taxRate, (centsByRate.get(line.taxRate) ?? 0) + cents)
  }
  let itemCents = 0
  let taxCents = 0
  for (const [rate, cents] of centsByRate) {
    itemCents += cents
    taxCents += Math.round((cents * rate) / 100)
  }
  const shippingCents = SHIPPING_REFUNDED_FOR.includes(input.reason) && !input.shippingAlreadyRefunded ? toCents(Number(input.shippingCost)) : 0
  return fromCents(itemCents + taxCents + shippingCents)
}
