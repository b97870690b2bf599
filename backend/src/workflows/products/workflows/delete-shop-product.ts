import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"

/** Deletes a product with Medusa's workflow (its details go with it through the link); the catalogue drops it at once. */
export const deleteShopProductWorkflow = createWorkflow("delete-shop-product", (input: { id: string }) => {
  deleteProductsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ ids: [input.id] })) })
  refreshCatalogueStep(transform({ input }, ({ input }) => [input.id]))
  return new WorkflowResponse(input.id)
})
