import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { updateProductVariantsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { UpdateShopProductInput } from "../../../lib/products/admin-products"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"
import { setStockLevelStep } from "../steps/set-stock-level"

/**
 * Changes a product as the shop sells it: Medusa's product, its details (through the
 * productsUpdated hook), its variant's prices (the price of one and its quantity prices) and SKU, and its stock level, in one run: a failure anywhere
 * leaves the product as it was. The catalogue shows the change when the run ends.
 */
export const updateShopProductWorkflow = createWorkflow("update-shop-product", (input: UpdateShopProductInput) => {
  const productUpdate = transform({ input }, ({ input }) => ({
    selector: { id: input.productId },
    update: input.update,
    additional_data: { product_details: { [input.productId]: input.details } },
  }))
  const products = updateProductsWorkflow.runAsStep({ input: productUpdate })

  when({ input }, ({ input }) => Boolean(input.variant)).then(() => {
    const variantUpdate = transform({ input }, ({ input }) => ({
      selector: { id: input.variant!.variantId },
      update: {
        ...(input.variant!.prices ? { prices: input.variant!.prices } : {}),
        ...(input.variant!.sku !== undefined ? { sku: input.variant!.sku } : {}),
      },
    }))
    updateProductVariantsWorkflow.runAsStep({ input: variantUpdate })
  })
  when({ input }, ({ input }) => Boolean(input.stock)).then(() => {
    const stock = transform({ input }, ({ input }) => input.stock!)
    setStockLevelStep(stock)
  })
  refreshCatalogueStep(transform({ input }, ({ input }) => [input.productId]))
  return new WorkflowResponse(products)
})
