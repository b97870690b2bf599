import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { type SaveCustomerReviewInput, saveCustomerReviewStep } from "../steps/save-customer-review"

/** A customer's review of a product, created or updated (see saveCustomerReviewStep). */
export const saveCustomerReviewWorkflow = createWorkflow("save-customer-review", (input: SaveCustomerReviewInput) => {
  return new WorkflowResponse(saveCustomerReviewStep(input))
})
