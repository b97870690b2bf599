import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { createInventoryLevelsWorkflow, createProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import type { ShopProductInput } from "../../../lib/products/admin-products"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"

/**
 * `batch`: a CSV import's batch, which does not wait for the catalogue (the import refreshes it
 * when it ends, and Medusa's events reach it meanwhile); one product made by staff does.
 */
export type CreateShopProductsInput = { products: ShopProductInput[]; locationId: string; batch?: boolean }

/**
 * Creates products as the shop sells them: Medusa's product with its priced variant, the shop's
 * details (through the productsCreated hook) and the stock level at the shop's location, in one
 * run: a failure anywhere leaves none of it.
 */
export const createShopProductsWorkflow = createWorkflow("create-shop-products", (input: CreateShopProductsInput) => {
  const productsInput = transform({ input }, ({ input }) => ({
    products: input.products.map((entry) => entry.product),
    additional_data: {
      product_details: Object.fromEntries(input.products.map((entry) => [entry.product.handle, entry.details])),
    },
  }))
  const products = createProductsWorkflow.runAsStep({ input: productsInput })

  const variantIds = transform({ products }, ({ products }) =>
    products.flatMap((product) => (product.variants ?? []).map((variant) => variant.id))
  )
  const { data: variants } = useQueryGraphStep({
    entity: "product_variant",
    fields: ["id", "product.handle", "inventory_items.inventory_item_id"],
    filters: { id: variantIds },
  })
  const levels = transform({ input, variants }, ({ input, variants }) => {
    const stockByHandle = new Map(input.products.map((entry) => [entry.product.handle, entry.stock]))
    return {
      inventory_levels: (variants as Array<{ product?: { handle?: string }; inventory_items?: Array<{ inventory_item_id: string }> }>).flatMap(
        (variant) => {
          const inventoryItemId = variant.inventory_items?.[0]?.inventory_item_id
          const handle = variant.product?.handle
          if (!inventoryItemId || !handle) return []
          return [{ inventory_item_id: inventoryItemId, location_id: input.locationId, stocked_quantity: stockByHandle.get(handle) ?? 0 }]
        }
      ),
    }
  })
  createInventoryLevelsWorkflow.runAsStep({ input: levels })
  when({ input }, ({ input }) => !input.batch).then(() => {
    refreshCatalogueStep(transform({ products }, ({ products }) => products.map((product) => product.id)))
  })
  return new WorkflowResponse(products)
})
