import { z } from "zod"
import { formatAmount } from "./pricing"

// A promo code as shoppers type it and the reasons one is refused (docs/decisions.md, "Promotions"):
// shared by the promotions' own routes and the checkout's.

export const MAX_PROMO_CODE_LENGTH = 30
/** Letters, digits, dashes and underscores; codes are kept and matched in capitals. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/

/** What the shopper reads when a code cannot be used, word for word. */
export const PROMO_MESSAGES = {
  required: "Please enter a promo code.",
  invalid: "This promo code is not valid.",
  notStarted: "This promo code is not active yet.",
  expired: "This promo code has expired.",
  usedUp: "This promo code has reached its usage limit.",
  alreadyUsed: "You have already used this promo code.",
  minimum: (missing: number) => `Add $${formatAmount(missing)} more to use this code.`,
} as const

/** Why a code was refused; `promotion_minimum` says how much more the items must come to. */
export const PROMO_REFUSALS = [
  "promotion_invalid",
  "promotion_not_started",
  "promotion_expired",
  "promotion_used_up",
  "promotion_already_used",
  "promotion_minimum",
] as const
export type PromoRefusalCode = (typeof PROMO_REFUSALS)[number]

/** A promo code as typed: trimmed and in capitals; anything that cannot be a code is simply not valid. */
export const promoCodeInput = z
  .string({ error: PROMO_MESSAGES.required })
  .trim()
  .toUpperCase()
  .min(1, PROMO_MESSAGES.required)
  .pipe(z.string().max(MAX_PROMO_CODE_LENGTH, PROMO_MESSAGES.invalid).regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.invalid))

/** An optional promo code on a checkout or an order: empty means none. */
export const optionalPromoCode = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() !== "" ? value : null))
  .pipe(z.union([z.null(), promoCodeInput]))

/** Why a code was refused (400 for a code that does not exist, 409 for one that cannot be used now). */
export const promotionRefusalSchema = z.object({
  code: z.enum(PROMO_REFUSALS),
  message: z.string(),
  /** For `promotion_minimum`: how much more the items must come to, e.g. '12.50'. */
  missing: z.string().optional(),
})
export type PromotionRefusal = z.output<typeof promotionRefusalSchema>

