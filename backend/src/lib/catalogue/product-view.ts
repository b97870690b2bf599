import { CURRENCY_CODE } from "../shop"

/** A product as the shop's /api answers it (SPEC §3, field names kept). */
export type ProductView = {
  id: string
  name: string
  description: string
  category: string
  brand: string
  price: string
  originalPrice: string | null
  image: string
  images: string[]
  specifications: Record<string, string>
  features: string[]
  stockQuantity: number
  inStock: boolean
  rating: string
  reviewCount: number
  isBusinessProduct: boolean
  isFeatured: boolean
  tags: string[]
}

type Numeric = number | string | { toString(): string } | null | undefined

/** What the index reads for one product from Medusa's tables (see load-products.ts). */
export type ProductRecord = {
  id: string
  title: string
  description?: string | null
  thumbnail?: string | null
  created_at?: string | Date
  images?: Array<{ url: string; rank?: number | null } | null> | null
  categories?: Array<{ handle: string } | null> | null
  tags?: Array<{ value: string } | null> | null
  variants?: Array<{
    id: string
    manage_inventory?: boolean | null
    prices?: Array<{ amount: Numeric; currency_code: string; price_list_id?: string | null } | null> | null
    inventory_items?: Array<{
      inventory?: {
        location_levels?: Array<{ stocked_quantity: Numeric; reserved_quantity: Numeric } | null> | null
      } | null
    } | null> | null
  } | null> | null
  product_details?: {
    brand: string
    specifications?: { entries?: Array<[string, string]> } | null
    features?: { items?: string[] } | null
    is_featured?: boolean | null
    is_business?: boolean | null
    marked_out_of_stock?: boolean | null
    original_price?: Numeric
  } | null
}

export type ReviewStats = { count: number; average: number }


const toNumber = (value: Numeric): number => (value === null || value === undefined ? 0 : Number(value.toString()))
export const money = (value: number): string => value.toFixed(2)

/** The variant's price in the shop's currency (the base price, not a price-list price). */
function basePrice(record: ProductRecord): number {
  const variant = record.variants?.find(Boolean)
  const prices = (variant?.prices ?? []).filter((price) => price?.currency_code === CURRENCY_CODE)
  const base = prices.find((price) => !price?.price_list_id) ?? prices[0]
  return toNumber(base?.amount)
}

/** Units available to sell: stocked minus reserved at every location, never below zero. */
function availableQuantity(record: ProductRecord): { quantity: number; managed: boolean } {
  const variant = record.variants?.find(Boolean)
  if (!variant) return { quantity: 0, managed: true }
  if (variant.manage_inventory === false) return { quantity: 0, managed: false }
  let quantity = 0
  for (const item of variant.inventory_items ?? []) {
    for (const level of item?.inventory?.location_levels ?? []) {
      if (level) quantity += toNumber(level.stocked_quantity) - toNumber(level.reserved_quantity)
    }
  }
  return { quantity: Math.max(0, Math.floor(quantity)), managed: true }
}

/** Maps a Medusa product and its review figures to the shop's product JSON. */
export function toProductView(record: ProductRecord, reviews: ReviewStats | undefined): ProductView {
  const details = record.product_details
  const images = [...(record.images ?? [])]
    .filter((image): image is { url: string; rank?: number | null } => Boolean(image?.url))
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((image) => image.url)
  const image = images[0] ?? record.thumbnail ?? ""
  const stock = availableQuantity(record)
  const originalPrice = details?.original_price === null || details?.original_price === undefined ? null : toNumber(details.original_price)

  return {
    id: record.id,
    name: record.title,
    description: record.description ?? "",
    category: record.categories?.find(Boolean)?.handle ?? "",
    brand: details?.brand ?? "",
    price: money(basePrice(record)),
    originalPrice: originalPrice === null ? null : money(originalPrice),
    image,
    images: images.length ? images : image ? [image] : [],
    specifications: Object.fromEntries(details?.specifications?.entries ?? []),
    features: details?.features?.items ?? [],
    stockQuantity: stock.quantity,
    inStock: !details?.marked_out_of_stock && (!stock.managed || stock.quantity > 0),
    rating: (reviews?.average ?? 0).toFixed(1),
    reviewCount: reviews?.count ?? 0,
    isBusinessProduct: Boolean(details?.is_business),
    isFeatured: Boolean(details?.is_featured),
    tags: (record.tags ?? []).flatMap((tag) => (tag?.value ? [tag.value] : [])),
  }
}
