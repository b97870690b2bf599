import { z } from "zod"
import { optionalText, queryWholeNumber } from "./fields"
import { fromCents, toCents } from "./pricing"

/** Returns are accepted online within this many days of delivery (the returns policy's 30 days). */
export const RETURN_WINDOW_DAYS = 30

export const RETURN_REASONS = ["damaged", "defective", "wrong_item", "no_longer_needed", "other"] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: "Damaged in transit",
  defective: "Defective",
  wrong_item: "Wrong item",
  no_longer_needed: "No longer needed",
  other: "Other",
}
/** Shipping is refunded only when the shop is at fault for these (docs/decisions.md, "After the order"). */
export const SHIPPING_REFUNDED_FOR: readonly ReturnReason[] = ["damaged", "defective"]

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
  items: z.array(z.object({ productId: z.string(), productName: z.string(), quantity: z.number() })),
  refundAmount: z.string().nullable(),
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
export const adminReturnSchema = returnSchema.extend({ customerEmail: z.string(), customerName: z.string() })
export type AdminReturn = z.output<typeof adminReturnSchema>
export const adminReturnPageSchema = z.object({ returns: z.array(adminReturnSchema), count: z.number().int(), limit: z.number().int(), offset: z.number().int() })

export const RETURN_MESSAGES = {
  notDelivered: "Only delivered orders can be returned.",
  windowClosed: `Returns are accepted online within ${RETURN_WINDOW_DAYS} days of delivery. Please contact support.`,
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
