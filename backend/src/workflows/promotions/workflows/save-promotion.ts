import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { createPromotionsWorkflow, deletePromotionsWorkflow, updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import type { PromotionBody } from "@printshop/contract"
import { medusaPromotionOf } from "../../../lib/promotions/promotion-record"
import { removeLoneCampaignStep, syncPromotionCampaignStep } from "../steps/sync-promotion-campaign"

/**
 * Staff create a promotion (POST /api/admin/promotions): Medusa's promotion with its code, discount,
 * usage limit and minimum, then its campaign for the dates and the once-per-customer budget.
 */
export const createShopPromotionWorkflow = createWorkflow("create-shop-promotion", (input: PromotionBody) => {
  const promotionsData = transform({ input }, ({ input }) => [medusaPromotionOf(input)])
  const created = createPromotionsWorkflow.runAsStep({ input: { promotionsData } })
  const campaign = transform({ input, created }, ({ input, created }) => ({
    promotionId: created[0].id,
    code: input.code,
    campaignId: null,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    oncePerCustomer: input.oncePerCustomer,
  }))
  syncPromotionCampaignStep(campaign)
  const id = transform({ created }, ({ created }) => created[0].id)
  return new WorkflowResponse(id)
})

export type UpdateShopPromotionInput = { id: string; campaignId: string | null; promotion: PromotionBody }

/** Staff edit a promotion (PUT /api/admin/promotions/{id}): the promotion as it will be, whole. */
export const updateShopPromotionWorkflow = createWorkflow("update-shop-promotion", (input: UpdateShopPromotionInput) => {
  const promotionsData = transform({ input }, ({ input }) => {
    const { code, status, limit, metadata, application_method } = medusaPromotionOf(input.promotion)
    return [{ id: input.id, code, status, limit, metadata, application_method }]
  })
  updatePromotionsWorkflow.runAsStep({ input: { promotionsData } })
  const campaign = transform({ input }, ({ input }) => ({
    promotionId: input.id,
    code: input.promotion.code,
    campaignId: input.campaignId,
    startsAt: input.promotion.startsAt,
    endsAt: input.promotion.endsAt,
    oncePerCustomer: input.promotion.oncePerCustomer,
  }))
  syncPromotionCampaignStep(campaign)
  return new WorkflowResponse(input.id)
})

/** Staff delete a promotion (DELETE /api/admin/promotions/{id}); orders keep the code they were placed with. */
export const deleteShopPromotionWorkflow = createWorkflow("delete-shop-promotion", (input: { id: string; campaignId: string | null }) => {
  const ids = transform({ input }, ({ input }) => [input.id])
  deletePromotionsWorkflow.runAsStep({ input: { ids } })
  removeLoneCampaignStep({ campaignId: input.campaignId, promotionId: input.id })
  return new WorkflowResponse(input.id)
})
