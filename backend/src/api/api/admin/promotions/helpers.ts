import type { MedusaContainer } from "@medusajs/framework/types"
import type { Promotion } from "@printshop/contract"
import { toPromotionView, type PromotionRecord } from "../../../../lib/promotions/promotion-record"
import { readPromotionByCode, readPromotions, usesByCode } from "../../../../workflows/promotions/steps/read-promotion"
import { ShopHttpError } from "../../../http/errors"

export const DUPLICATE_CODE_MESSAGE = "A promotion with this code already exists."
export const PROMOTION_NOT_FOUND_MESSAGE = "Promotion not found"

/** Promotions as staff see them, with the orders placed with each. */
export async function promotionViews(container: MedusaContainer, records: PromotionRecord[]): Promise<Promotion[]> {
  const uses = await usesByCode(container, records.map((record) => record.code))
  return records.map((record) => toPromotionView(record, uses.get(record.code) ?? 0))
}

export async function promotionOr404(container: MedusaContainer, id: string): Promise<PromotionRecord> {
  const [record] = await readPromotions(container, { id })
  if (!record) throw new ShopHttpError(404, PROMOTION_NOT_FOUND_MESSAGE)
  return record
}

/** A code another promotion has answers 409 before Medusa's unique index would. */
export async function refuseTakenCode(container: MedusaContainer, code: string, exceptId: string | null = null) {
  const other = await readPromotionByCode(container, code)
  if (other && other.id !== exceptId) throw new ShopHttpError(409, DUPLICATE_CODE_MESSAGE)
}

/** Medusa's own refusals of a promotion, in the shop's error shape. */
export function promotionWriteError(error: unknown): unknown {
  const message = String((error as { message?: unknown } | null)?.message ?? "")
  const usage = /Promotion limit \((\d+)\) cannot be less than current usage \((\d+)\)/.exec(message)
  if (usage) {
    const text = `Usage limit cannot be below the ${usage[2]} uses so far`
    return new ShopHttpError(400, `Invalid request: usageLimit: ${text}`, [{ path: "usageLimit", message: text }])
  }
  if (/unique|already exists/i.test(message)) return new ShopHttpError(409, DUPLICATE_CODE_MESSAGE)
  return error
}
