import type { ProductJson } from "@printshop/contract"

type Numeric = number | string | { toString(): string } | null | undefined

/** What the index reads for one product from Medusa's tables (see read-model.ts). */
export type ProductRecord = {
  id: string
  title: string
  description: string | null
  thumbnail: string | null
  created_at: string | Date | null
  /** False for a draft: staff see it, shoppers never do. */
  published: boolean
  images: Array<{ url: string; rank: number | null }>
  categories: string[]
  tags: string[]
  /** The first variant's SKU ('' when it has none). */
  sku?: string
  /** The first variant's base price in the shop's currency (null when it has none). */
  price: Numeric
  /** The first variant's quantity prices in the shop's currency (Medusa's price tiers): from `min_quantity` units on. */
  tiers?: Array<{ min_quantity: Numeric; amount: Numeric }>
  /** Stocked minus reserved units over every location; null when stock is not tracked. */
  available: Numeric
  details: {
    brand: string
    specifications: { entries?: Array<[string, string]> } | null
    features: { items?: string[] } | null
    is_featured: boolean | null
    is_business: boolean | null
    marked_out_of_stock: boolean | null
    original_price: Numeric
  } | null
}

export type ReviewStats = { count: number; average: number }


const toNumber = (value: Numeric): number => (value === null || value === undefined ? 0 : Number(value.toString()))
export const money = (value: number): string => value.toFixed(2)

/** Maps a Medusa product and its review figures to the shop's product JSON. */
export function toProductJson(record: ProductRecord, reviews: ReviewStats | undefined): ProductJson {
  const details = record.details
  const images = [...record.images]
    .filter((image) => Boolean(image.url))
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((image) => image.url)
  const image = images[0] ?? record.thumbnail ?? ""
  const tracked = record.available !== null && record.available !== undefined
  const stockQuantity = tracked ? Math.max(0, Math.floor(toNumber(record.available))) : 0
  const originalPrice = details?.original_price === null || details?.original_price === undefined ? null : toNumber(details.original_price)
  const price = toNumber(record.price)
  const quantityPrices = quantityPricesOf(record, price)

  return {
    id: record.id,
    name: record.title,
    sku: record.sku ?? "",
    description: record.description ?? "",
    category: record.categories[0] ?? "",
    brand: details?.brand ?? "",
    price: money(price),
    originalPrice: originalPrice === null ? null : money(originalPrice),
    // Only a product that has them carries them: the others answer the spec's fields alone.
    ...(quantityPrices.length ? { quantityPrices } : {}),
    image,
    images: images.length ? images : image ? [image] : [],
    specifications: Object.fromEntries(details?.specifications?.entries ?? []),
    features: details?.features?.items ?? [],
    stockQuantity,
    inStock: !details?.marked_out_of_stock && (!tracked || stockQuantity > 0),
    rating: (reviews?.average ?? 0).toFixed(1),
    reviewCount: reviews?.count ?? 0,
    isBusinessProduct: Boolean(details?.is_business),
    isFeatured: Boolean(details?.is_featured),
    tags: record.tags,
  }
}

/**
 * The quantity prices a shopper can be charged, fewest units first: those below the price of one
 * (Medusa charges the lowest price that applies, so a higher one never is), each once.
 */
function quantityPricesOf(record: ProductRecord, price: number): Array<{ minQuantity: number; price: string }> {
  const seen = new Set<number>()
  return (record.tiers ?? [])
    .map((tier) => ({ minQuantity: Math.floor(toNumber(tier.min_quantity)), amount: toNumber(tier.amount) }))
    .filter((tier) => tier.minQuantity > 1 && tier.amount > 0 && tier.amount < price)
    .sort((a, b) => a.minQuantity - b.minQuantity || a.amount - b.amount)
    .filter((tier) => !seen.has(tier.minQuantity) && seen.add(tier.minQuantity))
    .map((tier) => ({ minQuantity: tier.minQuantity, price: money(tier.amount) }))
}
