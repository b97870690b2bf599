import {
  type DiscountKind,
  type DiscountTerms,
  PROMO_MESSAGES,
  type Promotion,
  type PromotionBody,
  type PromotionState,
  type PromoRefusalCode,
  fromCents,
  toCents,
} from "@printshop/contract"
import { CURRENCY_CODE } from "../shop"

/**
 * How the shop's promotions live in Medusa's Promotion module (docs/decisions.md, "Promotions"), so
 * staff see the same ones in /admin and in Medusa's dashboard:
 * - a standard promotion with the code; `limit` is the total usage limit (Medusa counts it when an
 *   order is placed, under a row lock);
 * - a percentage off the items: a percentage application on the items, across them; a fixed amount
 *   off the order: a fixed application on the order, across the items; free shipping: 100% off the
 *   shipping methods;
 * - dates and "once per customer" on a campaign of its own (the campaign's dates; a budget of one
 *   use per customer id);
 * - the minimum item subtotal in the promotion's metadata, which Medusa's rules cannot express.
 */

export const PROMOTION_FIELDS = [
  "id",
  "code",
  "type",
  "is_automatic",
  "status",
  "limit",
  "used",
  "metadata",
  "created_at",
  "application_method.id",
  "application_method.type",
  "application_method.target_type",
  "application_method.value",
  "application_method.allocation",
  "application_method.target_rules.id",
  "rules.id",
  "campaign.id",
  "campaign.starts_at",
  "campaign.ends_at",
  "campaign.budget.id",
  "campaign.budget.type",
  "campaign.budget.attribute",
  "campaign.budget.limit",
]

export type PromotionRecord = {
  id: string
  code: string
  type?: string | null
  is_automatic?: boolean | null
  status: string
  rules?: Array<{ id: string }> | null
  limit?: number | null
  used?: number | null
  metadata?: Record<string, unknown> | null
  created_at: string | Date
  application_method?: {
    id: string
    type: string
    target_type: string
    value: unknown
    allocation?: string | null
    target_rules?: Array<{ id: string }> | null
  } | null
  campaign?: {
    id: string
    starts_at?: string | Date | null
    ends_at?: string | Date | null
    budget?: { id: string; type: string; attribute?: string | null; limit?: unknown } | null
  } | null
}

/** The campaign budget that lets each customer use a code once. */
export const ONCE_PER_CUSTOMER_BUDGET = { type: "use_by_attribute", attribute: "customer_id", limit: 1 } as const

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)
const numberOf = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))

export function kindOf(record: PromotionRecord): DiscountKind {
  const method = record.application_method
  if (method?.target_type === "shipping_methods") return "free_shipping"
  return method?.type === "fixed" ? "fixed" : "percentage"
}

export function termsOf(record: PromotionRecord): DiscountTerms {
  const kind = kindOf(record)
  return { kind, value: kind === "free_shipping" ? 0 : numberOf(record.application_method?.value) }
}

export function minimumSubtotalOf(record: PromotionRecord): number | null {
  const value = record.metadata?.minimum_subtotal
  return value === null || value === undefined || value === "" ? null : Number(value)
}

/** How many times each customer may use the code (its campaign's budget per customer id), or null. */
export function perCustomerLimitOf(record: PromotionRecord): number | null {
  const budget = record.campaign?.budget
  if (budget?.type !== ONCE_PER_CUSTOMER_BUDGET.type || budget.attribute !== ONCE_PER_CUSTOMER_BUDGET.attribute) return null
  return budget.limit === null || budget.limit === undefined ? null : Number(budget.limit)
}

export const oncePerCustomer = (record: PromotionRecord) => perCustomerLimitOf(record) !== null

/**
 * Whether the shop can price the promotion as Medusa will: one of its three kinds, for every item
 * and customer. One made in Medusa's dashboard with rules, targets, buy-get or automatic application
 * is refused at the checkout rather than priced wrongly.
 */
export function supported(record: PromotionRecord): boolean {
  const method = record.application_method
  if (!method || (record.type && record.type !== "standard") || record.is_automatic) return false
  if ((record.rules ?? []).length > 0 || (method.target_rules ?? []).length > 0) return false
  if (method.target_type === "shipping_methods") return method.type === "percentage" && numberOf(method.value) === 100
  if (method.allocation && method.allocation !== "across") return false
  if (method.type === "percentage") return method.target_type === "items"
  return method.type === "fixed" && (method.target_type === "order" || method.target_type === "items")
}

/** Whether a code can be redeemed now, or why not (its uses counted by Medusa against its limit). */
export function stateOf(record: PromotionRecord, now = new Date()): PromotionState {
  if (record.status !== "active") return "inactive"
  const startsAt = record.campaign?.starts_at ? new Date(record.campaign.starts_at) : null
  const endsAt = record.campaign?.ends_at ? new Date(record.campaign.ends_at) : null
  if (startsAt && startsAt > now) return "scheduled"
  if (endsAt && endsAt <= now) return "expired"
  if (typeof record.limit === "number" && numberOf(record.used) >= record.limit) return "used_up"
  return "active"
}

export function toPromotionView(record: PromotionRecord, uses: number): Promotion {
  const minimum = minimumSubtotalOf(record)
  return {
    id: record.id,
    code: record.code,
    kind: kindOf(record),
    value: termsOf(record).value,
    minimumSubtotal: minimum === null ? null : minimum.toFixed(2),
    startsAt: iso(record.campaign?.starts_at),
    endsAt: iso(record.campaign?.ends_at),
    usageLimit: typeof record.limit === "number" ? record.limit : null,
    oncePerCustomer: oncePerCustomer(record),
    active: record.status === "active",
    state: stateOf(record),
    uses,
    createdAt: iso(record.created_at) ?? new Date(0).toISOString(),
  }
}

export type PromotionRefusalDetails = { code: PromoRefusalCode; message: string; missing?: number }

/**
 * Why a code cannot be used on an item subtotal now, or null when it can: unknown or switched off,
 * not started, ended, used up, already used by this customer, or a subtotal below its minimum.
 */
export function refusalOf(
  record: PromotionRecord | null,
  { subtotal, customerUses, now = new Date() }: { subtotal: number; customerUses: number; now?: Date }
): PromotionRefusalDetails | null {
  if (!record || !supported(record)) return { code: "promotion_invalid", message: PROMO_MESSAGES.invalid }
  const state = stateOf(record, now)
  if (state === "inactive") return { code: "promotion_invalid", message: PROMO_MESSAGES.invalid }
  if (state === "scheduled") return { code: "promotion_not_started", message: PROMO_MESSAGES.notStarted }
  if (state === "expired") return { code: "promotion_expired", message: PROMO_MESSAGES.expired }
  if (state === "used_up") return { code: "promotion_used_up", message: PROMO_MESSAGES.usedUp }
  const perCustomer = perCustomerLimitOf(record)
  if (perCustomer !== null && customerUses >= perCustomer) return { code: "promotion_already_used", message: PROMO_MESSAGES.alreadyUsed }
  const minimum = minimumSubtotalOf(record)
  if (minimum !== null && toCents(subtotal) < toCents(minimum)) {
    const missing = fromCents(toCents(minimum) - toCents(subtotal))
    return { code: "promotion_minimum", message: PROMO_MESSAGES.minimum(missing), missing }
  }
  return null
}

/** The application method Medusa computes the discount with. */
export function applicationMethodOf(kind: DiscountKind, value: number) {
  if (kind === "percentage") return { type: "percentage", target_type: "items", allocation: "across", value } as const
  if (kind === "fixed") return { type: "fixed", target_type: "order", allocation: "across", value, currency_code: CURRENCY_CODE } as const
  return { type: "percentage", target_type: "shipping_methods", allocation: "across", value: 100 } as const
}

/** The fields of Medusa's promotion (without its campaign) for a promotion staff entered. */
export function medusaPromotionOf(body: Pick<PromotionBody, "code" | "kind" | "value" | "minimumSubtotal" | "usageLimit" | "active">) {
  return {
    code: body.code,
    type: "standard" as const,
    status: body.active ? ("active" as const) : ("inactive" as const),
    is_automatic: false,
    limit: body.usageLimit,
    metadata: { minimum_subtotal: body.minimumSubtotal === null ? null : body.minimumSubtotal.toFixed(2) },
    application_method: applicationMethodOf(body.kind, body.value),
  }
}

/** The promotion as staff entered it, read back from Medusa's: what an update starts from. */
export function bodyOf(record: PromotionRecord): PromotionBody {
  const view = toPromotionView(record, 0)
  return {
    code: view.code,
    kind: view.kind,
    value: view.value,
    minimumSubtotal: view.minimumSubtotal === null ? null : Number(view.minimumSubtotal),
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    usageLimit: view.usageLimit,
    oncePerCustomer: view.oncePerCustomer,
    active: view.active,
  }
}
