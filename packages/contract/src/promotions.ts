import { z } from "zod"
import { queryWholeNumber } from "./fields"
import { orderLinesInput } from "./orders"
import { promoCodeInput } from "./promo-code"
import { DISCOUNT_KINDS, type DiscountKind, formatAmount } from "./pricing"

// ---------------------------------------------------------------------------------------------
// Promotions (docs/decisions.md, "Promotions"): codes staff create (Medusa promotions) and shoppers
// redeem in the cart and the checkout. The server prices them with the contract's orderTotals.
// ---------------------------------------------------------------------------------------------

export const PROMOTION_KIND_LABELS: Record<DiscountKind, string> = {
  percentage: "Percentage off the items",
  fixed: "Fixed amount off the order",
  free_shipping: "Free shipping",
}

/** POST /api/promotions/check: the code and the cart's lines (names and prices are ignored). */
export const checkPromotionBodySchema = z
  .object({
    code: promoCodeInput,
    items: orderLinesInput,
  })
  .strict()
export type CheckPromotionBody = z.output<typeof checkPromotionBodySchema>
export type CheckPromotionPayload = z.input<typeof checkPromotionBodySchema>

/** The cart's figures with the code, priced by the server (decimal strings with two places). */
export const promotionCheckSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Whether the code makes shipping free. */
  freeShipping: z.boolean(),
  discount: z.string(),
  subtotal: z.string(),
  shippingCost: z.string(),
  tax: z.string(),
  totalAmount: z.string(),
})
export type PromotionCheck = z.output<typeof promotionCheckSchema>

// --- Staff: GET/POST /api/admin/promotions, GET/PUT/DELETE /api/admin/promotions/{id} -------------

export const MAX_PROMOTION_AMOUNT = 100_000
export const MAX_USAGE_LIMIT = 1_000_000

const dateTime = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date`)
    .transform((value) => new Date(value).toISOString())

const nullable = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema.nullable())

const promotionFields = {
  code: promoCodeInput,
  kind: z.enum(DISCOUNT_KINDS, { error: `Type must be one of ${DISCOUNT_KINDS.join(", ")}` }),
  /** Percent for `percentage` (1-100), dollars for `fixed`; 0 for `free_shipping`. */
  value: z.coerce.number({ error: "Value must be a number" }).min(0, "Value must be 0 or more").max(MAX_PROMOTION_AMOUNT, "Value is too large"),
  /** The least item subtotal (dollars) the code needs; null for none. */
  minimumSubtotal: nullable(z.coerce.number({ error: "Minimum subtotal must be an amount" }).min(0, "Minimum subtotal must be 0 or more").max(MAX_PROMOTION_AMOUNT, "Minimum subtotal is too large")),
  startsAt: nullable(dateTime("Start date")),
  endsAt: nullable(dateTime("End date")),
  /** How many orders may use it in all; null for no limit. */
  usageLimit: nullable(
    z.coerce
      .number({ error: "Usage limit must be a whole number" })
      .int("Usage limit must be a whole number")
      .min(1, "Usage limit must be at least 1")
      .max(MAX_USAGE_LIMIT, "Usage limit is too large")
  ),
  /** Whether each customer may use it once only. */
  oncePerCustomer: z.boolean().default(false),
  active: z.boolean().default(true),
}

type PromotionShape = {
  kind?: DiscountKind
  value?: number
  startsAt?: string | null
  endsAt?: string | null
}

/** Rules across the fields: a percentage of 1-100, a positive fixed amount, dates in order. */
function checkPromotion(promotion: PromotionShape, ctx: z.RefinementCtx) {
  const { kind, value } = promotion
  if (kind === "percentage" && value !== undefined && (value < 1 || value > 100 || !Number.isInteger(value))) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "Percentage must be a whole number from 1 to 100" })
  }
  if (kind === "fixed" && value !== undefined && (value <= 0 || Math.round(value * 100) !== value * 100)) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "Amount must be more than 0, in dollars and cents" })
  }
  if (promotion.startsAt && promotion.endsAt && promotion.endsAt <= promotion.startsAt) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "End date must be after the start date" })
  }
}

export const promotionBodySchema = z
  .object({ ...promotionFields, value: promotionFields.value.default(0) })
  .strict()
  .superRefine(checkPromotion)
export type PromotionBody = z.output<typeof promotionBodySchema>
export type PromotionPayload = z.input<typeof promotionBodySchema>

/** PUT: any of the fields; the server checks the rules across them on the promotion as it will be (promotionBodySchema). */
export const promotionUpdateSchema = z.object(promotionFields).partial().strict()
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>

export const PROMOTION_STATES = ["active", "scheduled", "expired", "used_up", "inactive"] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]
export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  active: "Active",
  scheduled: "Scheduled",
  expired: "Expired",
  used_up: "Used up",
  inactive: "Inactive",
}

export const promotionSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  minimumSubtotal: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  active: z.boolean(),
  /** Whether it can be redeemed now, or why not. */
  state: z.enum(PROMOTION_STATES),
  /** Orders placed with it and not cancelled. */
  uses: z.number().int(),
  createdAt: z.string(),
})
export type Promotion = z.output<typeof promotionSchema>

export const listPromotionsQuerySchema = z
  .object({
    limit: queryWholeNumber(1, 200).default(50),
    offset: queryWholeNumber(0, 1_000_000).default(0),
    q: z.string().trim().max(100).optional(),
  })
  .strict()
export const promotionPageSchema = z.object({
  promotions: z.array(promotionSchema),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type PromotionPage = z.output<typeof promotionPageSchema>

/** A promotion's one-line description, e.g. '10% off the items' or '$15.00 off the order'. */
export function describePromotion(promotion: { kind: DiscountKind; value: number; minimumSubtotal?: string | null }): string {
  const base =
    promotion.kind === "percentage"
      ? `${promotion.value}% off the items`
      : promotion.kind === "fixed"
        ? `$${formatAmount(promotion.value)} off the order`
        : "Free shipping"
  return promotion.minimumSubtotal ? `${base} over $${promotion.minimumSubtotal}` : base
}
