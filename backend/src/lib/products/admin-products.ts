import { randomBytes } from "node:crypto"
import type { CreateProductWorkflowInputDTO, MedusaContainer, UpdateProductDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import type { AdminProductBody, AdminProductUpdate } from "@printshop/contract"
import type { ProductDetailsChange, ProductDetailsInput } from "../product-details/product-details"
import { CURRENCY_CODE } from "../shop"
import type { ShopSetup } from "./shop-setup"

/** A product as createShopProductsWorkflow makes it. */
export type ShopProductInput = {
  product: CreateProductWorkflowInputDTO & { handle: string }
  details: ProductDetailsInput
  /** Units in stock at the shop's location. */
  stock: number
}

/** A change of a product as updateShopProductWorkflow applies it. */
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

/** A handle for a new product: its name in lower-case words, and a short random ending (unique). */
export function handleFor(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
  return `${base || "product"}-${randomBytes(3).toString("hex")}`
}

/** The images in their order, the main one first (the first image is the main one). */
export function orderedImages(image: string | null | undefined, images: string[]): string[] {
  const all = image ? [image, ...images.filter((url) => url !== image)] : images
  return [...new Set(all)]
}

const detailsOf = (body: Pick<AdminProductBody, "brand" | "specifications" | "features" | "isFeatured" | "isBusinessProduct" | "inStock" | "originalPrice">): ProductDetailsInput => ({
  brand: body.brand,
  specifications: body.specifications,
  features: body.features.filter(Boolean),
  is_featured: body.isFeatured,
  is_business: body.isBusinessProduct,
  marked_out_of_stock: !body.inStock,
  original_price: body.originalPrice,
})

/** A product of the admin's dialog (or a CSV row) as the shop's create workflow takes it. */
export function toShopProductInput(body: AdminProductBody, setup: ShopSetup): ShopProductInput {
  const images = orderedImages(body.image, body.images)
  const handle = handleFor(body.name)
  return {
    product: {
      title: body.name,
      handle,
      description: body.description,
      status: body.published ? ProductStatus.PUBLISHED : ProductStatus.DRAFT,
      shipping_profile_id: setup.shippingProfileId,
      category_ids: [setup.categoryIds[body.category]],
      thumbnail: images[0],
      images: images.map((url) => ({ url })),
      options: [{ title: "Model", values: ["Standard"] }],
      variants: [
        {
          title: "Standard",
          sku: handle.toUpperCase(),
          manage_inventory: true,
          options: { Model: "Standard" },
          prices: [{ currency_code: CURRENCY_CODE, amount: body.price }],
        },
      ],
      sales_channels: [{ id: setup.salesChannelId }],
    },
    details: detailsOf(body),
    stock: body.stockQuantity,
  }
}

type ProductIds = { id: string; variantId: string | null; inventoryItemId: string | null; image: string | null; images: string[] }

/** The ids an update needs: the product's first variant and its inventory item; null when unknown. */
export async function productIds(container: MedusaContainer, productId: string): Promise<ProductIds | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "thumbnail", "images.url", "images.rank", "variants.id", "variants.created_at", "variants.inventory_items.inventory_item_id"],
    filters: { id: productId },
  })
  const product = data[0] as
    | {
        id: string
        thumbnail?: string | null
        images?: Array<{ url: string; rank?: number | null }> | null
        variants?: Array<{ id: string; created_at: string | Date; inventory_items?: Array<{ inventory_item_id: string }> | null }> | null
      }
    | undefined
  if (!product) return null
  const variant = [...(product.variants ?? [])].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())[0]
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
  return {
    id: product.id,
    variantId: variant?.id ?? null,
    inventoryItemId: variant?.inventory_items?.[0]?.inventory_item_id ?? null,
    image: product.thumbnail ?? images[0] ?? null,
    images,
  }
}

/** A change from the admin's dialog (fields left out stay as they are) as the update workflow takes it. */
export function toShopProductUpdate(productId: string, ids: ProductIds, change: AdminProductUpdate, setup: ShopSetup): UpdateShopProductInput {
  const update: UpdateProductDTO = {}
  if (change.name !== undefined) update.title = change.name
  if (change.description !== undefined) update.description = change.description
  if (change.published !== undefined) update.status = change.published ? ProductStatus.PUBLISHED : ProductStatus.DRAFT
  if (change.category !== undefined) update.category_ids = [setup.categoryIds[change.category]]
  if (change.image !== undefined || change.images !== undefined) {
    const images = orderedImages(change.image === undefined ? ids.image : change.image, change.images ?? ids.images)
    update.images = images.map((url) => ({ url }))
    update.thumbnail = images[0] ?? null
  }
  const details: ProductDetailsChange = {}
  if (change.brand !== undefined) details.brand = change.brand
  if (change.specifications !== undefined) details.specifications = change.specifications
  if (change.features !== undefined) details.features = change.features.filter(Boolean)
  if (change.isFeatured !== undefined) details.is_featured = change.isFeatured
  if (change.isBusinessProduct !== undefined) details.is_business = change.isBusinessProduct
  if (change.inStock !== undefined) details.marked_out_of_stock = !change.inStock
  if (change.originalPrice !== undefined) details.original_price = change.originalPrice
  return {
    productId,
    update,
    details,
    price: change.price !== undefined && ids.variantId ? { variantId: ids.variantId, currencyCode: CURRENCY_CODE, amount: change.price } : undefined,
    stock:
      change.stockQuantity !== undefined && ids.inventoryItemId
        ? { inventoryItemId: ids.inventoryItemId, locationId: setup.stockLocationId, availableQuantity: change.stockQuantity }
        : undefined,
  }
}
