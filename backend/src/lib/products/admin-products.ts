import { randomBytes } from "node:crypto"
import type { CreateProductWorkflowInputDTO, MedusaContainer, UpdateProductDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductStatus } from "@medusajs/framework/utils"
import { type AdminProductBody, type AdminProductUpdate, quantityPricesProblem } from "@printshop/contract"
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
  /**
   * The variant's changes: its new dollar prices (the price of one and its quantity prices, all
   * of them: Medusa replaces the set) and its new SKU.
   */
  variant?: { variantId: string; prices?: VariantPrice[]; sku?: string }
  /** New units in stock at the shop's location. */
  stock?: { inventoryItemId: string; locationId: string; availableQuantity: number }
}

/** A quantity price as the shop keeps it: the unit price from `minQuantity` units on. */
export type Tier = { minQuantity: number; price: number }

/** A price of a variant's price set, as Medusa's product workflows take it. */
export type VariantPrice = { currency_code: string; amount: number; min_quantity?: number; max_quantity?: number | null }

/**
 * A variant's dollar prices: the price of one (no quantity bounds) and each quantity price as
 * Medusa's price tier, from its quantity to the unit before the next one's (docs/decisions.md,
 * "Quantity prices"). Medusa charges the lowest price whose band holds a line's quantity.
 */
export function variantPrices(price: number, tiers: readonly Tier[]): VariantPrice[] {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity)
  return [
    { currency_code: CURRENCY_CODE, amount: price },
    ...sorted.map((tier, index) => ({
      currency_code: CURRENCY_CODE,
      amount: tier.price,
      min_quantity: tier.minQuantity,
      max_quantity: index + 1 < sorted.length ? sorted[index + 1].minQuantity - 1 : null,
    })),
  ]
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

/**
 * Why this SKU cannot be given to the product (`productId`, or a new one): another product has it
 * (Medusa's variant SKUs are unique; the shop keeps them in capitals, so case does not matter).
 * Null when it is free.
 */
export async function skuTakenMessage(container: MedusaContainer, sku: string, productId?: string): Promise<string | null> {
  const { rows } = await container
    .resolve(ContainerRegistrationKeys.PG_CONNECTION)
    .raw(`SELECT 1 FROM product_variant WHERE upper(sku) = upper(?) AND deleted_at IS NULL AND product_id <> ? LIMIT 1`, [sku, productId ?? ""])
  return rows.length ? `SKU ${sku} is already used by another product` : null
}

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
          // The SKU given, or the handle in capitals (unique, as the handle is).
          sku: body.sku ?? handle.toUpperCase(),
          manage_inventory: true,
          options: { Model: "Standard" },
          prices: variantPrices(body.price, body.quantityPrices ?? []),
        },
      ],
      sales_channels: [{ id: setup.salesChannelId }],
    },
    details: detailsOf(body),
    stock: body.stockQuantity,
  }
}

export type ProductIds = {
  id: string
  variantId: string | null
  inventoryItemId: string | null
  image: string | null
  images: string[]
  /** The variant's dollar price of one, and its quantity prices: what a change of either keeps of the other. */
  price: number | null
  quantityPrices: Tier[]
}

type PriceRow = { amount: unknown; currency_code?: string | null; price_list_id?: string | null; rules_count?: number | null; min_quantity?: unknown }

/** The ids an update needs: the product's first variant, its inventory item and its prices; null when unknown. */
export async function productIds(container: MedusaContainer, productId: string): Promise<ProductIds | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: [
      "id",
      "thumbnail",
      "images.url",
      "images.rank",
      "variants.id",
      "variants.created_at",
      "variants.inventory_items.inventory_item_id",
      "variants.prices.amount",
      "variants.prices.currency_code",
      "variants.prices.price_list_id",
      "variants.prices.rules_count",
      "variants.prices.min_quantity",
    ],
    filters: { id: productId },
  })
  const product = data[0] as
    | {
        id: string
        thumbnail?: string | null
        images?: Array<{ url: string; rank?: number | null }> | null
        variants?: Array<{
          id: string
          created_at: string | Date
          inventory_items?: Array<{ inventory_item_id: string }> | null
          prices?: PriceRow[] | null
        }> | null
      }
    | undefined
  if (!product) return null
  const variant = [...(product.variants ?? [])].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())[0]
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
  const dollars = (variant?.prices ?? []).filter((row) => row.currency_code?.toLowerCase() === CURRENCY_CODE && !row.price_list_id && !row.rules_count)
  const quantityOf = (row: PriceRow) => (row.min_quantity === null || row.min_quantity === undefined ? null : Number(row.min_quantity))
  const base = dollars.find((row) => (quantityOf(row) ?? 1) <= 1)
  return {
    id: product.id,
    variantId: variant?.id ?? null,
    inventoryItemId: variant?.inventory_items?.[0]?.inventory_item_id ?? null,
    image: product.thumbnail ?? images[0] ?? null,
    images,
    price: base ? Number(base.amount) : null,
    quantityPrices: dollars
      .filter((row) => (quantityOf(row) ?? 1) > 1)
      .map((row) => ({ minQuantity: quantityOf(row) as number, price: Number(row.amount) }))
      .sort((a, b) => a.minQuantity - b.minQuantity),
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
  const prices = pricesChange(ids, change)
  const variant = ids.variantId && (prices || change.sku !== undefined) ? { variantId: ids.variantId, prices, sku: change.sku } : undefined
  return {
    productId,
    update,
    details,
    variant,
    stock:
      change.stockQuantity !== undefined && ids.inventoryItemId
        ? { inventoryItemId: ids.inventoryItemId, locationId: setup.stockLocationId, availableQuantity: change.stockQuantity }
        : undefined,
  }
}

/** The variant's prices after a change of its price of one or its quantity prices (the other kept), or undefined when neither changes. */
function pricesChange(ids: ProductIds, change: AdminProductUpdate): VariantPrice[] | undefined {
  if ((change.price === undefined && change.quantityPrices === undefined) || !ids.variantId) return undefined
  const price = change.price ?? ids.price
  if (price === null) return undefined
  return variantPrices(price, change.quantityPrices ?? ids.quantityPrices)
}

/** Why a change's prices cannot be saved (a quantity price not below the price of one, either of them kept), or null. */
export const pricesChangeProblem = (ids: ProductIds, change: AdminProductUpdate): string | null =>
  change.price === undefined && change.quantityPrices === undefined ? null : quantityPricesProblem(change.price ?? ids.price, change.quantityPrices ?? ids.quantityPrices)
