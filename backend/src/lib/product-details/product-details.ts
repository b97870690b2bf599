import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { z } from "zod"
import { PRODUCT_DETAILS_MODULE } from "../../modules/product-details"
import type ProductDetailsModuleService from "../../modules/product-details/service"

/**
 * What the shop keeps about a product beyond Medusa's product, as product workflows receive it in
 * `additional_data.product_details`, keyed by product handle
 * (docs/architecture.md, "Where the data lives").
 */
const productDetailsFields = {
  brand: z.string().trim().max(100),
  specifications: z.array(z.tuple([z.string(), z.string()])),
  features: z.array(z.string()),
  is_featured: z.boolean(),
  is_business: z.boolean(),
  marked_out_of_stock: z.boolean(),
  original_price: z.number().nonnegative().nullable(),
}
export const productDetailsInputSchema = z.object({
  ...productDetailsFields,
  specifications: productDetailsFields.specifications.default([]),
  features: productDetailsFields.features.default([]),
  is_featured: productDetailsFields.is_featured.default(false),
  is_business: productDetailsFields.is_business.default(false),
  marked_out_of_stock: productDetailsFields.marked_out_of_stock.default(false),
  original_price: productDetailsFields.original_price.default(null),
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

/** The details of products, by product id. */
export async function detailsOfProducts(container: MedusaContainer, productIds: string[]) {
  if (!productIds.length) return new Map<string, { id: string; record: ReturnType<typeof toRecord> }>()
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "product_details.*"],
    filters: { id: productIds },
  })
  const byProduct = new Map<string, { id: string; record: ReturnType<typeof toRecord> }>()
  for (const product of data as Array<{ id: string; product_details?: (ReturnType<typeof toRecord> & { id: string }) | null }>) {
    const details = product.product_details
    if (!details) continue
    const { id, brand, specifications, features, is_featured, is_business, marked_out_of_stock, original_price } = details
    byProduct.set(product.id, {
      id,
      record: { brand, specifications, features, is_featured, is_business, marked_out_of_stock, original_price: original_price === null || original_price === undefined ? null : Number(original_price) },
    })
  }
  return byProduct
}

/**
 * A change of some product details: only the fields given change. Built from the fields without
 * their defaults: zod fills a default even in a partial object, which would reset every field left out.
 */
export const productDetailsChangeSchema = z.object(productDetailsFields).partial()
export type ProductDetailsChange = z.input<typeof productDetailsChangeSchema>

/** Applies changes to products' details (creating the details a product lacks); answers how to undo it. */
export async function changeProductDetails(
  container: MedusaContainer,
  changes: Array<{ productId: string; change: ProductDetailsChange }>
): Promise<{ restored: Array<{ id: string; record: ReturnType<typeof toRecord> }>; created: Awaited<ReturnType<typeof createProductDetails>> }> {
  const service = container.resolve<ProductDetailsModuleService>(PRODUCT_DETAILS_MODULE)
  const existing = await detailsOfProducts(container, changes.map((entry) => entry.productId))
  const restored: Array<{ id: string; record: ReturnType<typeof toRecord> }> = []
  const missing: Array<{ productId: string; details: ProductDetailsInput }> = []
  for (const { productId, change } of changes) {
    const parsed = productDetailsChangeSchema.parse(change)
    const current = existing.get(productId)
    if (!current) {
      missing.push({ productId, details: { brand: "", ...parsed } })
      continue
    }
    const update: Record<string, unknown> = {}
    if (parsed.brand !== undefined) update.brand = parsed.brand
    if (parsed.specifications !== undefined) update.specifications = { entries: parsed.specifications }
    if (parsed.features !== undefined) update.features = { items: parsed.features }
    if (parsed.is_featured !== undefined) update.is_featured = parsed.is_featured
    if (parsed.is_business !== undefined) update.is_business = parsed.is_business
    if (parsed.marked_out_of_stock !== undefined) update.marked_out_of_stock = parsed.marked_out_of_stock
    if (parsed.original_price !== undefined) update.original_price = parsed.original_price
    if (!Object.keys(update).length) continue
    restored.push(current)
    await service.updateProductDetails({ id: current.id, ...update })
  }
  const created = await createProductDetails(container, missing)
  return { restored, created }
}

/** Undoes changeProductDetails (compensation). */
export async function undoProductDetailsChange(
  container: MedusaContainer,
  undo: Awaited<ReturnType<typeof changeProductDetails>>
) {
  const service = container.resolve<ProductDetailsModuleService>(PRODUCT_DETAILS_MODULE)
  for (const previous of undo.restored) await service.updateProductDetails({ id: previous.id, ...previous.record })
  await removeProductDetails(container, undo.created)
}
