import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"
import { type SetReviewHiddenInput, setReviewHiddenStep } from "../steps/set-review-hidden"

/** Staff hide a review, or show it again: the product's rating and review count follow at once. */
export const setReviewHiddenWorkflow = createWorkflow("set-review-hidden", (input: SetReviewHiddenInput) => {
  const review = setReviewHiddenStep(input)
  refreshCatalogueStep(transform({ review }, ({ review }) => [review.product_id]))
  return new WorkflowResponse(review)
})
