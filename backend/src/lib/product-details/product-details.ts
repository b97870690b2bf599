import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { z } from "zod"
import { PRODUCT_DETAILS_MODULE } from "../../modules/product-details"
import type ProductDetailsModuleService from "../../modules/product-details/service"

/**
 * What the shop keeps about a product beyond Medusa's product, as product workflows receive it in
 * `additional_data.product_details`, keyed by product handle (DESIGN §5).
 */
export const productDetailsInputSchema = z.object({
  brand: z.string().trim().max(100),
  specifications: z.array(z.tuple([z.string(), z.string()])).default([]),
  features: z.array(z.string()).default([]),
  is_featured: z.boolean().default(false),
  is_business: z.boolean().default(false),
  marked_out_of_stock: z.boolean().default(false),
  original_price: z.number().nonnegative().nullable().default(null),
})
export type ProductDetailsInput = z.input<typeof productDetailsInputSchema>

export const productDetailsByHandleSchema = z.record(z.string(), productDetailsInputSchema)

const toRecord = (details: z.output<typeof productDetailsInputSchema>) => ({
  brand: details.brand,
  specifications: { entries: details.specifications },
  features: { items: details.features },
  is_featured: details.is_featured,
  is_business: details.is_business,
  marked_out_of_stock: details.marked_out_of_stock,
  original_price: details.original_price,
})

/** Creates the details of products and links them; answers what to remove to undo it. */
export async function createProductDetails(
  container: MedusaContainer,
  items: Array<{ productId: string; details: ProductDetailsInput }>
): Promise<{ detailsIds: string[]; links: Array<{ productId: string; detailsId: string }> }> {
  if (!items.length) return { detailsIds: [], links: [] }
  const service = container.resolve<ProductDetailsModuleService>(PRODUCT_DETAILS_MODULE)
  const created = await service.createProductDetails(items.map((item) => toRecord(productDetailsInputSchema.parse(item.details))))
  const links = items.map((item, index) => ({ productId: item.productId, detailsId: created[index].id }))
  try {
    await container.resolve(ContainerRegistrationKeys.LINK).create(
      links.map((link) => ({
        [Modules.PRODUCT]: { product_id: link.productId },
        [PRODUCT_DETAILS_MODULE]: { product_details_id: link.detailsId },
      }))
    )
  } catch (error) {
    await service.deleteProductDetails(created.map((details) => details.id))
    throw error
  }
  return { detailsIds: created.map((details) => details.id), links }
}

/** Removes details created by createProductDetails (compensation). */
export async function removeProductDetails(
  container: MedusaContainer,
  created: { detailsIds: string[]; links: Array<{ productId: string; detailsId: string }> }
) {
  if (!created.detailsIds.length) return
  await container.resolve(ContainerRegistrationKeys.LINK).dismiss(
    created.links.map((link) => ({
      [Modules.PRODUCT]: { product_id: link.productId },
      [PRODUCT_DETAILS_MODULE]: { product_details_id: link.detailsId },
    }))
  )
  await container.resolve<ProductDetailsModuleService>(PRODUCT_DETAILS_MODULE).deleteProductDetails(created.detailsIds)
}
