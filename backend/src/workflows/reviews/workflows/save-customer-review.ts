import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"
import { type SaveCustomerReviewInput, saveCustomerReviewStep } from "../steps/save-customer-review"

/** A customer's review of a product, created or updated (see saveCustomerReviewStep); the product's rating follows at once. */
export const saveCustomerReviewWorkflow = createWorkflow("save-customer-review", (input: SaveCustomerReviewInput) => {
  const saved = saveCustomerReviewStep(input)
  refreshCatalogueStep(transform({ input }, ({ input }) => [input.productId]))
  return new WorkflowResponse(saved)
})
