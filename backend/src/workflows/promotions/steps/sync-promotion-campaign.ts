import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ONCE_PER_CUSTOMER_BUDGET } from "../../../lib/promotions/promotion-record"

export type CampaignTerms = {
  promotionId: string
  code: string
  /** The promotion's campaign now, if it has one. */
  campaignId: string | null
  startsAt: string | null
  endsAt: string | null
  oncePerCustomer: boolean
}

type Snapshot = { campaignId: string; created: boolean; startsAt: Date | null; endsAt: Date | null; budgetId: string | null; budgetLimit: unknown }

/**
 * A promotion's dates and its once-per-customer limit live on its Medusa campaign: the campaign's
 * dates, and a budget of uses per customer id (limit 1 for once, none otherwise, so the uses are
 * still counted). A promotion made in Medusa's dashboard without a campaign gets one here when it
 * needs it. Undone by restoring the campaign as it was (or deleting the one made here).
 */
export const syncPromotionCampaignStep = createStep(
  "sync-promotion-campaign",
  async (input: CampaignTerms, { container }) => {
    const promotions = container.resolve(Modules.PROMOTION)
    const dates = { starts_at: input.startsAt ? new Date(input.startsAt) : null, ends_at: input.endsAt ? new Date(input.endsAt) : null }
    if (!input.campaignId) {
      if (!input.startsAt && !input.endsAt && !input.oncePerCustomer) return new StepResponse(null, null as Snapshot | null)
      const [campaign] = await promotions.createCampaigns([
        {
          name: input.code,
          campaign_identifier: `${input.code}-${input.promotionId}`,
          ...dates,
          budget: { ...ONCE_PER_CUSTOMER_BUDGET, limit: input.oncePerCustomer ? 1 : null },
        },
      ])
      await promotions.updatePromotions([{ id: input.promotionId, campaign_id: campaign.id }])
      return new StepResponse(campaign.id, { campaignId: campaign.id, created: true, startsAt: null, endsAt: null, budgetId: null, budgetLimit: null })
    }
    const existing = await promotions.retrieveCampaign(input.campaignId, { relations: ["budget"] })
    const budget = existing.budget
    const budgetUpdate =
      budget?.type === ONCE_PER_CUSTOMER_BUDGET.type && budget.attribute === ONCE_PER_CUSTOMER_BUDGET.attribute
        ? { limit: input.oncePerCustomer ? 1 : null }
        : !budget
          ? { ...ONCE_PER_CUSTOMER_BUDGET, limit: input.oncePerCustomer ? 1 : null }
          : undefined
    await promotions.updateCampaigns({ id: input.campaignId, ...dates, ...(budgetUpdate ? { budget: budgetUpdate } : {}) })
    const snapshot: Snapshot = {
      campaignId: input.campaignId,
      created: false,
      startsAt: existing.starts_at ? new Date(existing.starts_at) : null,
      endsAt: existing.ends_at ? new Date(existing.ends_at) : null,
      budgetId: budget?.id ?? null,
      budgetLimit: budget?.limit ?? null,
    }
    return new StepResponse(input.campaignId, snapshot)
  },
  async (snapshot, { container }) => {
    if (!snapshot) return
    const promotions = container.resolve(Modules.PROMOTION)
    if (snapshot.created) {
      await promotions.deleteCampaigns([snapshot.campaignId])
      return
    }
    await promotions.updateCampaigns({
      id: snapshot.campaignId,
      starts_at: snapshot.startsAt,
      ends_at: snapshot.endsAt,
      ...(snapshot.budgetId ? { budget: { limit: snapshot.budgetLimit as number | null } } : {}),
    })
  }
)

/** Deletes a promotion's campaign once no other promotion uses it. */
export const removeLoneCampaignStep = createStep("remove-lone-campaign", async (input: { campaignId: string | null; promotionId: string }, { container }) => {
  if (!input.campaignId) return new StepResponse(null)
  const promotions = container.resolve(Modules.PROMOTION)
  const campaign = await promotions.retrieveCampaign(input.campaignId, { relations: ["promotions"] })
  if ((campaign.promotions ?? []).some((promotion) => promotion.id !== input.promotionId)) return new StepResponse(null)
  await promotions.softDeleteCampaigns([input.campaignId])
  return new StepResponse(null)
})
