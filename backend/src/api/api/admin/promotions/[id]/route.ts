import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type PromotionBody, type PromotionUpdate, promotionBodySchema } from "@printshop/contract"
import { bodyOf } from "../../../../../lib/promotions/promotion-record"
import { deleteShopPromotionWorkflow, updateShopPromotionWorkflow } from "../../../../../workflows/promotions/workflows/save-promotion"
import { invalidRequest } from "../../../../http/validation"
import { promotionOr404, promotionViews, promotionWriteError, refuseTakenCode } from "../helpers"

/** GET /api/admin/promotions/{id} (staff only). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [view] = await promotionViews(req.scope, [await promotionOr404(req.scope, req.params.id)])
  res.setHeader("Cache-Control", "no-store")
  res.json(view)
}

/**
 * PUT /api/admin/promotions/{id}: any of the fields; the rules across them (a percentage of 1-100,
 * dates in order) are checked on the promotion as it will be (staff only).
 */
export async function PUT(req: AuthenticatedMedusaRequest<PromotionUpdate>, res: MedusaResponse) {
  const record = await promotionOr404(req.scope, req.params.id)
  const next = { ...bodyOf(record), ...req.validatedBody }
  const checked = promotionBodySchema.safeParse(next)
  if (!checked.success) throw invalidRequest(checked.error.issues)
  const promotion: PromotionBody = checked.data
  if (promotion.code !== record.code) await refuseTakenCode(req.scope, promotion.code, record.id)
  try {
    await updateShopPromotionWorkflow(req.scope).run({ input: { id: record.id, campaignId: record.campaign?.id ?? null, promotion } })
  } catch (error) {
    throw promotionWriteError(error)
  }
  const [view] = await promotionViews(req.scope, [await promotionOr404(req.scope, record.id)])
  res.json(view)
}

/** DELETE /api/admin/promotions/{id}: orders placed with it keep their code and discount (staff only). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const record = await promotionOr404(req.scope, req.params.id)
  await deleteShopPromotionWorkflow(req.scope).run({ input: { id: record.id, campaignId: record.campaign?.id ?? null } })
  res.json({ id: record.id, deleted: true })
}
