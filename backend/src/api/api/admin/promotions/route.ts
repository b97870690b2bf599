import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { PromotionBody, listPromotionsQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { containing } from "../../../../lib/database/like"
import { PROMOTION_FIELDS, type PromotionRecord } from "../../../../lib/promotions/promotion-record"
import { createShopPromotionWorkflow } from "../../../../workflows/promotions/workflows/save-promotion"
import { promotionOr404, promotionViews, promotionWriteError, refuseTakenCode } from "./helpers"

/** GET /api/admin/promotions: a page of promotions, newest first; `q` searches the code (staff only). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listPromotionsQuerySchema>
  const filters = query.q ? { code: { $ilike: containing(query.q) } } : {}
  const { data, metadata } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "promotion",
    fields: PROMOTION_FIELDS,
    filters,
    pagination: { skip: query.offset, take: query.limit, order: { created_at: "DESC", id: "DESC" } },
  })
  res.setHeader("Cache-Control", "no-store")
  res.json({
    promotions: await promotionViews(req.scope, data as unknown as PromotionRecord[]),
    count: metadata?.count ?? data.length,
    limit: query.limit,
    offset: query.offset,
  })
}

/** POST /api/admin/promotions: a new promotion in Medusa's Promotion module (staff only). */
export async function POST(req: AuthenticatedMedusaRequest<PromotionBody>, res: MedusaResponse) {
  const body = req.validatedBody
  await refuseTakenCode(req.scope, body.code)
  let id: string
  try {
    id = (await createShopPromotionWorkflow(req.scope).run({ input: body })).result
  } catch (error) {
    throw promotionWriteError(error)
  }
  const [view] = await promotionViews(req.scope, [await promotionOr404(req.scope, id)])
  res.status(201).json(view)
}
