import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { REVIEWS_MODULE } from "../../../modules/reviews"
import type ReviewsModuleService from "../../../modules/reviews/service"

export type SetReviewHiddenInput = { id: string; hidden: boolean }

/** Hides a review from the shop (or shows it again); compensation puts back what it was. */
export const setReviewHiddenStep = createStep(
  "set-review-hidden",
  async (input: SetReviewHiddenInput, { container }) => {
    const reviews = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
    const [before] = await reviews.listReviews({ id: input.id }, { take: 1 })
    const updated = await reviews.updateReviews({ id: input.id, hidden: input.hidden })
    return new StepResponse(updated, { id: input.id, hidden: before.hidden })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).updateReviews(previous)
  }
)
