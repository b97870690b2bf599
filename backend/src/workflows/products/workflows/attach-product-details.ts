import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import type { ProductDetailsInput } from "../../../lib/product-details/product-details"
import { createProductDetailsStep } from "../steps/create-product-details"

/** Gives existing products their details (the seed repairs products made without them). */
export const attachProductDetailsWorkflow = createWorkflow(
  "attach-product-details",
  (input: { items: Array<{ productId: string; details: ProductDetailsInput }> }) => {
    return new WorkflowResponse(createProductDetailsStep(input.items))
  }
)
