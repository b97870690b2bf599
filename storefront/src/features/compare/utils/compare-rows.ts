import type { Product } from '@printshop/contract'
import { formatPrice } from '@/lib/format'
import { specificationRows } from '@/lib/specifications'
import { stockLimit } from '@/lib/stock'

/** The kinds of row the compare table draws: the product's own fields, then its specifications. */
export type CompareRowKind = 'brand' | 'price' | 'rating' | 'availability' | 'specification'

export interface CompareRow {
  /** Unique among the rows: the kind, or 'spec:' and the specification's key in lower case. */
  key: string
  kind: CompareRowKind
  /** The row's header: 'Brand', or a specification's key as the first product having it writes it. */
  label: string
  /** One value per product, in the products' order, as text; null where the product has none. */
  values: Array<string | null>
  /** Whether the products' values are not all the same (a missing value differs from any other). */
  differs: boolean
}

/** 'In Stock (12 available)', 'In Stock' when the stock is not counted, or 'Out of Stock': as the product page says. */
export function availabilityText(product: Pick<Product, 'inStock' | 'stockQuantity'>): string {
  if (!product.inStock) return 'Out of Stock'
  const limit = stockLimit(product.stockQuantity)
  return limit === undefined ? 'In Stock' : `In Stock (${limit} available)`
}

/** A specification's key as rows are matched on: trimmed, in lower case. */
const keyOf = (label: string) => label.trim().toLowerCase()

/** A value as it is compared: trimmed, runs of spaces as one, in lower case ('Wi-Fi ' is 'wi-fi'). */
const comparable = (value: string | null) => (value === null ? null : value.trim().replace(/\s+/g, ' ').toLowerCase())

function differs(values: ReadonlyArray<string | null>): boolean {
  const [first, ...rest] = values.map(comparable)
  return rest.some((value) => value !== first)
}

function row(kind: CompareRowKind, key: string, label: string, values: Array<string | null>): CompareRow {
  return { key, kind, label, values, differs: differs(values) }
}

/** The price as compared: the price and, on sale, the original price ('$89.99 (was $109.99)'). */
function priceText(product: Pick<Product, 'price' | 'originalPrice'>): string {
  const original = product.originalPrice ? Number.parseFloat(product.originalPrice) : Number.NaN
  const price = formatPrice(product.price)
  return Number.isFinite(original) && original > Number.parseFloat(product.price) ? `${price} (was ${formatPrice(original)})` : price
}

/** The rating as compared: stars and the number of reviews ('4.5 out of 5 (18 reviews)'). */
function ratingText(product: Pick<Product, 'rating' | 'reviewCount'>): string {
  const rating = Number.parseFloat(product.rating ?? '')
  return `${(Number.isFinite(rating) ? rating : 0).toFixed(1)} out of 5 (${product.reviewCount} reviews)`
}

/**
 * The compare table's rows for these products: Brand, Price, Rating and Availability, then one row
 * for each specification key any of them has. Keys are matched trimmed and in any case ('Weight'
 * and ' weight' share a row, headed as the first product writes it); the rows shared by most
 * products come first, and rows shared alike keep the order they were first met in.
 */
export function compareRows(products: readonly Product[]): CompareRow[] {
  const specifications = new Map<string, { label: string; values: Array<string | null>; count: number; order: number }>()
  products.forEach((product, index) => {
    for (const [label, value] of specificationRows(product.specifications)) {
      const key = keyOf(label)
      let spec = specifications.get(key)
      if (!spec) {
        spec = { label: label.trim(), values: products.map(() => null), count: 0, order: specifications.size }
        specifications.set(key, spec)
      }
      // A product naming a key twice keeps its first value.
      if (spec.values[index] !== null) continue
      spec.values[index] = String(value).trim()
      spec.count += 1
    }
  })

  const specificationRowsByShare = [...specifications.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.order - b.order)
    .map(([key, spec]) => row('specification', `spec:${key}`, spec.label, spec.values))

  return [
    row('brand', 'brand', 'Brand', products.map((product) => product.brand.trim() || null)),
    row('price', 'price', 'Price', products.map(priceText)),
    row('rating', 'rating', 'Rating', products.map(ratingText)),
    row('availability', 'availability', 'Availability', products.map(availabilityText)),
    ...specificationRowsByShare,
  ]
}
