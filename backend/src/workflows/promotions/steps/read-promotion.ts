import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type DiscountTerms, PROMO_MESSAGES } from "@printshop/contract"
import { PROMOTION_FIELDS, type PromotionRecord, oncePerCustomer, refusalOf, termsOf } from "../../../lib/promotions/promotion-record"
import { CheckoutRefusal } from "../../checkout/steps/checkout-refusal"
import { literalLike } from "../../../lib/database/like"

type Db = { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }

export async function readPromotions(container: MedusaContainer, filters: Record<string, unknown>): Promise<PromotionRecord[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "promotion", fields: PROMOTION_FIELDS, filters })
  return data as unknown as PromotionRecord[]
}

/**
 * The promotion with this code, whatever its case (the shop keeps codes in capitals; Medusa's
 * dashboard may not), the exact one first; null when there is none.
 */
export async function readPromotionByCode(container: MedusaContainer, code: string): Promise<PromotionRecord | null> {
  const matches = await readPromotions(container, { code: { $ilike: literalLike(code) } })
  return matches.find((record) => record.code === code) ?? matches[0] ?? null
}

/** How many times the customer has used a once-per-customer code (Medusa's usage of its budget). */
export async function customerUsesOf(container: MedusaContainer, record: PromotionRecord, customerId: string | null): Promise<number> {
  const budgetId = record.campaign?.budget?.id
  if (!customerId || !budgetId || !oncePerCustomer(record)) return 0
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Db
  const { rows } = await db.raw(
    `SELECT COALESCE(SUM(used), 0) AS used FROM promotion_campaign_budget_usage WHERE budget_id = ? AND attribute_value = ? AND deleted_at IS NULL`,
    [budgetId, customerId]
  )
  return Number(rows[0]?.used ?? 0)
}

/** Orders placed with each code and not cancelled (the order keeps its code in its metadata). */
export async function usesByCode(container: MedusaContainer, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map()
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Db
  const { rows } = await db.raw(
    `SELECT metadata->>'promo_code' AS code, COUNT(*) AS uses FROM "order"
      WHERE deleted_at IS NULL AND status <> 'canceled' AND metadata->>'promo_code' = ANY(?)
      GROUP BY 1`,
    [codes]
  )
  return new Map(rows.map((row) => [String(row.code), Number(row.uses)]))
}

/** A code checked for a cart: what Medusa's promotion gives. */
export type CheckedPromotion = { id: string; code: string; terms: DiscountTerms }

/**
 * Checks a promo code for an item subtotal and a customer (null for a visitor): answers the
 * promotion's terms, or refuses the checkout with the reason the shopper reads. Placing the order
 * counts the use in Medusa under a lock, which is the last word when two orders race for the last use.
 */
export async function checkPromotion(
  container: MedusaContainer,
  { code, subtotal, customerId }: { code: string; subtotal: number; customerId: string | null }
): Promise<CheckedPromotion> {
  const record = await readPromotionByCode(container, code)
  const customerUses = record ? await customerUsesOf(container, record, customerId) : 0
  const refusal = refusalOf(record, { subtotal, customerUses })
  if (refusal || !record) throw new CheckoutRefusal(refusal ?? { code: "promotion_invalid", message: PROMO_MESSAGES.invalid })
  return { id: record.id, code: record.code, terms: termsOf(record) }
}

export const checkPromotionStep = createStep(
  "check-promotion",
  async (input: { code: string | null; subtotal: number; customerId: string | null }, { container }) => {
    if (!input.code) return new StepResponse(null as CheckedPromotion | null)
    return new StepResponse<CheckedPromotion | null>(await checkPromotion(container, { code: input.code, subtotal: input.subtotal, customerId: input.customerId }))
  }
)
