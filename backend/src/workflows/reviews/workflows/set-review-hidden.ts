import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { type SetReviewHiddenInput, setReviewHiddenStep } from "../steps/set-review-hidden"

/** Staff hide a review, or show it again: the product's rating and review count follow. */
export const setReviewHiddenWorkflow = createWorkflow("set-review-hidden", (input: SetReviewHiddenInput) => {
  return new WorkflowResponse(setReviewHiddenStep(input))
})
