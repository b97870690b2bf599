import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE_MODULE } from "../../modules/catalogue"
import type CatalogueModuleService from "../../modules/catalogue/service"
import { REVIEWS_MODULE } from "../../modules/reviews"
import type ReviewsModuleService from "../../modules/reviews/service"
import { CURRENCY_CODE } from "../../lib/shop"
import type { Foundation } from "./foundation"
import type { CatalogueProduct } from "./catalogue-data"

const BATCH_SIZE = 25
const DAY_MS = 24 * 60 * 60 * 1000

/** Where the storefront serves the product illustrations (storefront/public/images/products). */
export const productImageUrl = (file: string) => `/images/products/${file}`

/**
 * Creates the products of `catalogue` that do not exist yet (matched by handle): the Medusa
 * product with its priced variant, stock at the shop's location, the linked extras and reviews.
 */
export async function seedCatalogue(
  container: MedusaContainer,
  foundation: Foundation,
  catalogue: CatalogueProduct[],
  { batchSize = BATCH_SIZE }: { batchSize?: number } = {}
): Promise<{ created: number; skipped: number }> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const productModule = container.resolve(Modules.PRODUCT)
  const existing = new Set(
    (await productModule.listProducts({ handle: catalogue.map((p) => p.handle) }, { select: ["handle"], take: null })).map(
      (product) => product.handle
    )
  )
  const missing = catalogue.filter((product) => !existing.has(product.handle))

  for (let start = 0; start < missing.length; start += batchSize) {
    await createBatch(container, foundation, missing.slice(start, start + batchSize))
  }
  if (missing.length) logger.info(`Created ${missing.length} catalogue products`)
  return { created: missing.length, skipped: catalogue.length - missing.length }
}

async function createBatch(container: MedusaContainer, foundation: Foundation, batch: CatalogueProduct[]) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const catalogueService = container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)
  const reviewsService = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)

  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: batch.map((product) => ({
        title: product.name,
        handle: product.handle,
        description: product.description,
        status: ProductStatus.PUBLISHED,
        shipping_profile_id: foundation.shippingProfileId,
        category_ids: [foundation.categoryIds[product.category]],
        tag_ids: product.tags.map((tag) => foundation.tagIds[tag]).filter(Boolean),
        thumbnail: product.images[0] ? productImageUrl(product.images[0]) : undefined,
        images: product.images.map((file) => ({ url: productImageUrl(file) })),
        options: [{ title: "Model", values: ["Standard"] }],
        variants: [
          {
            title: "Standard",
            sku: product.handle.toUpperCase(),
            manage_inventory: true,
            options: { Model: "Standard" },
            prices: [{ currency_code: CURRENCY_CODE, amount: product.price }],
          },
        ],
        sales_channels: [{ id: foundation.salesChannelId }],
      })),
    },
  })
  const byHandle = new Map(products.map((product) => [product.handle, product]))

  const details = await catalogueService.createProductDetails(
    batch.map((product) => ({
      brand: product.brand,
      specifications: { entries: product.specifications },
      features: { items: product.features },
      is_featured: product.isFeatured,
      is_business: product.isBusinessProduct,
      original_price: product.originalPrice ?? null,
    }))
  )
  await link.create(
    batch.map((product, index) => ({
      [Modules.PRODUCT]: { product_id: byHandle.get(product.handle)!.id },
      [CATALOGUE_MODULE]: { product_details_id: details[index].id },
    }))
  )

  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product.handle", "inventory_items.inventory_item_id"],
    filters: { id: products.flatMap((product) => (product.variants ?? []).map((variant) => variant.id)) },
  })
  const stockByHandle = new Map(batch.map((product) => [product.handle, product.stock]))
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: variants.flatMap((variant) => {
        const inventoryItemId = variant.inventory_items?.[0]?.inventory_item_id
        const handle = variant.product?.handle
        if (!inventoryItemId || !handle) return []
        return [
          {
            inventory_item_id: inventoryItemId,
            location_id: foundation.stockLocationId,
            stocked_quantity: stockByHandle.get(handle) ?? 0,
          },
        ]
      }),
    },
  })

  const now = Date.now()
  const reviews = batch.flatMap((product) =>
    product.reviews.map((review) => ({
      product_id: byHandle.get(product.handle)!.id,
      customer_name: review.customerName,
      customer_title: review.customerTitle ?? null,
      rating: review.rating,
      comment: review.comment,
      created_at: new Date(now - review.daysAgo * DAY_MS),
    }))
  )
  if (reviews.length) await reviewsService.createReviews(reviews)
}
