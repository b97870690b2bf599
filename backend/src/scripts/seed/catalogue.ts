import fs from "node:fs"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow } from "@medusajs/medusa/core-flows"
import type { ProductDetailsInput } from "../../lib/product-details/product-details"
import { CURRENCY_CODE } from "../../lib/shop"
import { REVIEWS_MODULE } from "../../modules/reviews"
import type ReviewsModuleService from "../../modules/reviews/service"
import { attachProductDetailsWorkflow } from "../../workflows/products/workflows/attach-product-details"
import type { ShopProductInput } from "../../lib/products/admin-products"
import { type ImageFile, createProductsWithImagesWorkflow } from "../../workflows/products/workflows/create-products-with-images"
import type { CatalogueProduct } from "./catalogue-data"
import type { Foundation } from "./foundation"

const BATCH_SIZE = 25
/** The URL each illustration got when this process uploaded it. */
const uploadedImages = new Map<string, string>()
const DAY_MS = 24 * 60 * 60 * 1000

/** The product illustrations the seed uploads to the file module (next to this file; copied into the build). */
export const SEED_IMAGES_DIR = path.join(__dirname, "images")

function imageFile(imagesDir: string, file: string): ImageFile {
  return {
    filename: file,
    mimeType: file.endsWith(".svg") ? "image/svg+xml" : `image/${path.extname(file).slice(1)}`,
    content: fs.readFileSync(path.join(imagesDir, file)).toString("base64"),
  }
}

const detailsOf = (product: CatalogueProduct): ProductDetailsInput => ({
  brand: product.brand,
  specifications: product.specifications,
  features: product.features,
  is_featured: product.isFeatured,
  is_business: product.isBusinessProduct,
  original_price: product.originalPrice ?? null,
})

function toShopProduct(product: CatalogueProduct, foundation: Foundation): ShopProductInput {
  return {
    product: {
      title: product.name,
      handle: product.handle,
      description: product.description,
      status: ProductStatus.PUBLISHED,
      shipping_profile_id: foundation.shippingProfileId,
      category_ids: [foundation.categoryIds[product.category]],
      tag_ids: product.tags.map((tag) => foundation.tagIds[tag]).filter(Boolean),
      // File names here; the workflow swaps them for the uploaded files' URLs.
      images: product.images.map((file) => ({ url: file })),
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
    },
    details: detailsOf(product),
    stock: product.stock,
  }
}

type SeededProduct = {
  id: string
  handle: string
  product_details?: { id: string } | null
  variants?: Array<{ inventory_items?: Array<{ inventory_item_id: string; inventory?: { location_levels?: Array<{ location_id: string }> } }> }>
}

/**
 * Creates the products of `catalogue` that do not exist yet (matched by handle) through the
 * shop's product workflow: the Medusa product with its priced variant, its details and its stock
 * at the shop's location, together. Products of the catalogue that exist but miss their details,
 * stock level or reviews (a run stopped halfway) are repaired. Running it again changes nothing.
 */
export async function seedCatalogue(
  container: MedusaContainer,
  foundation: Foundation,
  catalogue: CatalogueProduct[],
  { batchSize = BATCH_SIZE, imagesDir = SEED_IMAGES_DIR }: { batchSize?: number; imagesDir?: string } = {}
): Promise<{ created: number; skipped: number; repaired: number }> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const existing = await seededProducts(container, catalogue.map((product) => product.handle))
  const missing = catalogue.filter((product) => !existing.has(product.handle))

  for (let start = 0; start < missing.length; start += batchSize) {
    const batch = missing.slice(start, start + batchSize)
    // A picture uploaded by an earlier batch of this run is shown again, not uploaded again.
    const products = batch.map((product) => {
      const entry = toShopProduct(product, foundation)
      entry.product.images = (entry.product.images ?? []).map((image) => ({ url: uploadedImages.get(image.url ?? "") ?? image.url }))
      return entry
    })
    const toUpload = [...new Set(batch.flatMap((product) => product.images))].filter((file) => !uploadedImages.has(file))
    const { result } = await createProductsWithImagesWorkflow(container).run({
      input: { products, files: toUpload.map((file) => imageFile(imagesDir, file)), locationId: foundation.stockLocationId },
    })
    batch.forEach((product, index) =>
      product.images.forEach((file, position) => {
        const url = result[index]?.images?.[position]?.url
        if (url && !uploadedImages.has(file)) uploadedImages.set(file, url)
      })
    )
  }
  const repaired = await repairProducts(container, foundation, catalogue, existing)
  const all = missing.length ? await seededProducts(container, catalogue.map((product) => product.handle)) : existing
  await seedReviews(container, catalogue, all)
  if (missing.length) logger.info(`Created ${missing.length} catalogue products`)
  if (repaired) logger.info(`Repaired ${repaired} catalogue products`)
  return { created: missing.length, skipped: catalogue.length - missing.length, repaired }
}

async function seededProducts(container: MedusaContainer, handles: string[]): Promise<Map<string, SeededProduct>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "handle", "product_details.id", "variants.inventory_items.inventory_item_id", "variants.inventory_items.inventory.location_levels.location_id"],
    filters: { handle: handles },
  })
  return new Map((data as unknown as SeededProduct[]).map((product) => [product.handle, product]))
}

/** Details and stock levels that an earlier, interrupted run did not write. */
async function repairProducts(
  container: MedusaContainer,
  foundation: Foundation,
  catalogue: CatalogueProduct[],
  existing: Map<string, SeededProduct>
): Promise<number> {
  const withoutDetails = catalogue.filter((product) => existing.has(product.handle) && !existing.get(product.handle)!.product_details)
  if (withoutDetails.length) {
    await attachProductDetailsWorkflow(container).run({
      input: { items: withoutDetails.map((product) => ({ productId: existing.get(product.handle)!.id, details: detailsOf(product) })) },
    })
  }
  const levels = catalogue.flatMap((product) => {
    const item = existing.get(product.handle)?.variants?.[0]?.inventory_items?.[0]
    const stocked = item?.inventory?.location_levels?.some((level) => level.location_id === foundation.stockLocationId)
    return item && !stocked
      ? [{ inventory_item_id: item.inventory_item_id, location_id: foundation.stockLocationId, stocked_quantity: product.stock }]
      : []
  })
  if (levels.length) await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } })
  return new Set([...withoutDetails.map((product) => product.handle), ...levels.map((level) => level.inventory_item_id)]).size
}

/** The catalogue's reviews, for every product that has none of them yet. */
async function seedReviews(container: MedusaContainer, catalogue: CatalogueProduct[], products: Map<string, SeededProduct>) {
  const reviews = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const ids = catalogue.filter((product) => product.reviews.length).map((product) => products.get(product.handle)?.id).filter(Boolean) as string[]
  if (!ids.length) return
  const reviewed = new Set(
    (await reviews.listReviews({ product_id: ids, customer_id: null }, { select: ["product_id"], take: null })).map((review) => review.product_id)
  )
  const now = Date.now()
  const missing = catalogue.flatMap((product) => {
    const id = products.get(product.handle)?.id
    if (!id || reviewed.has(id)) return []
    return product.reviews.map((review) => ({
      product_id: id,
      customer_name: review.customerName,
      customer_title: review.customerTitle ?? null,
      rating: review.rating,
      comment: review.comment,
      created_at: new Date(now - review.daysAgo * DAY_MS),
    }))
  })
  if (missing.length) await reviews.createReviews(missing)
}
