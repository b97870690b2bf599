import type { UpdateProductDTO } from "@medusajs/framework/types"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { updateProductVariantsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { ProductDetailsChange } from "../../../lib/product-details/product-details"
import { setStockLevelStep } from "../steps/set-stock-level"

export type UpdateShopProductInput = {
  productId: string
  /** Medusa's product fields to change (title, description, category, images ...). */
  update: UpdateProductDTO
  /** The shop's details to change (only the fields given). */
  details: ProductDetailsChange
  /** A new USD price for the product's variant. */
  price?: { variantId: string; currencyCode: string; amount: number }
  /** New units in stock at the shop's location. */
  stock?: { inventoryItemId: string; locationId: string; availableQuantity: number }
}

/**
 * Changes a product as the shop sells it: Medusa's product, its details (through the
 * productsUpdated hook), its variant's price and its stock level, in one run: a failure anywhere
 * leaves the product as it was.
 */
export const updateShopProductWorkflow = createWorkflow("update-shop-product", (input: UpdateShopProductInput) => {
  const productUpdate = transform({ input }, ({ input }) => ({
    selector: { id: input.productId },
    update: input.update,
    additional_data: { product_details: { [input.productId]: input.details } },
  }))
  const products = updateProductsWorkflow.runAsStep({ input: productUpdate })

  when({ input }, ({ input }) => Boolean(input.price)).then(() => {
    const priceUpdate = transform({ input }, ({ input }) => ({
      selector: { id: input.price!.variantId },
      update: { prices: [{ currency_code: input.price!.currencyCode, amount: input.price!.amount }] },
    }))
    updateProductVariantsWorkflow.runAsStep({ input: priceUpdate })
  })
  when({ input }, ({ input }) => Boolean(input.stock)).then(() => {
    const stock = transform({ input }, ({ input }) => input.stock!)
    setStockLevelStep(stock)
  })
  return new WorkflowResponse(products)
})
