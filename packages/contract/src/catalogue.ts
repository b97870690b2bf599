import { z } from "zod"
import { MAX_SHORT, decimalText, queryFlag, queryWholeNumber } from "./fields"

/** The six product categories (SPEC §3), by handle. */
export const CATEGORY_HANDLES = [
  "printers",
  "photo-printers",
  "scanners",
  "pos-systems",
  "barcode-scanners",
  "business-solutions",
] as const
export type CategoryHandle = (typeof CATEGORY_HANDLES)[number]

/** Display names; "POS" keeps its capitals, which the spec's generic formatter cannot know. */
export const CATEGORY_LABELS: Record<CategoryHandle, string> = {
  printers: "Printers",
  "photo-printers": "Photo Printers",
  scanners: "Scanners",
  "pos-systems": "POS Systems",
  "barcode-scanners": "Barcode Scanners",
  "business-solutions": "Business Solutions",
}

export function isCategoryHandle(value: string): value is CategoryHandle {
  return (CATEGORY_HANDLES as readonly string[]).includes(value)
}

/** The spec's display rule: hyphens become spaces and every word is capitalised. */
export function formatCategory(handle: string): string {
  return handle
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

/** A category's name: the shop's own label when known, otherwise the spec's formatter. */
export function categoryLabel(handle: string): string {
  return isCategoryHandle(handle) ? CATEGORY_LABELS[handle] : formatCategory(handle)
}

export const PRODUCT_TAGS = ["bestseller", "new", "sale"] as const
export type ProductTag = (typeof PRODUCT_TAGS)[number] | (string & {})

/**
 * Price bands of SPEC §9: under 100; 100 up to (not including) 300; 300 to 500 with both ends
 * included; over 500. A price of exactly 100 belongs to the 100-300 band.
 */
export const PRICE_RANGES = ["under-100", "100-300", "300-500", "over-500"] as const
export type PriceRange = (typeof PRICE_RANGES)[number]
/** How the filter panel names each band. */
export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  "under-100": "Under $100",
  "100-300": "$100 - $300",
  "300-500": "$300 - $500",
  "over-500": "Over $500",
}

export function inPriceRange(price: number, range: PriceRange): boolean {
  switch (range) {
    case "under-100":
      return price < 100
    case "100-300":
      return price >= 100 && price < 300
    case "300-500":
      return price >= 300 && price <= 500
    case "over-500":
      return price > 500
  }
}

/** The list's sort orders (SPEC §4); featured is the default. */
export const SORTS = ["featured", "price-low", "price-high", "name", "rating"] as const
export type Sort = (typeof SORTS)[number]
export const DEFAULT_SORT: Sort = "featured"
/** How the sort dropdown names each order. */
export const SORT_LABELS: Record<Sort, string> = {
  featured: "Featured",
  "price-low": "Price: Low to High",
  "price-high": "Price: High to Low",
  name: "Name",
  rating: "Rating",
}

/** The product list's page size when the client asks for pages without a `limit`. */
export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100

/** GET /api/products: every parameter optional, query-string text in, typed filters out. */
export const listProductsQuerySchema = z
  .object({
    category: z.enum(CATEGORY_HANDLES, { error: `must be one of ${CATEGORY_HANDLES.join(", ")}` }),
    search: z.string().trim().max(MAX_SHORT, `must be at most ${MAX_SHORT} characters`),
    featured: queryFlag,
    business: queryFlag,
    inStock: queryFlag,
    brands: z
      .string()
      .max(1000, "is too long")
      .transform((value) => value.split(",").map((brand) => brand.trim()).filter(Boolean)),
    priceRange: z.enum(PRICE_RANGES, { error: `must be one of ${PRICE_RANGES.join(", ")}` }),
    sort: z.enum(SORTS, { error: `must be one of ${SORTS.join(", ")}` }),
    limit: queryWholeNumber(1, MAX_PAGE_SIZE),
    offset: queryWholeNumber(0, 1_000_000),
  })
  .partial()
  .strict()
export type ListProductsQuery = z.output<typeof listProductsQuerySchema>

/** GET /api/search-suggestions?q= */
export const suggestionsQuerySchema = z
  .object({ q: z.string().max(MAX_SHORT, `must be at most ${MAX_SHORT} characters`).default("") })
  .strict()
/** Suggestions need this many characters (trimmed). */
export const MIN_SUGGESTION_LENGTH = 2
export const MAX_SUGGESTIONS = 8
export const suggestionsSchema = z.array(z.string())

/**
 * A product of the /api (SPEC §3). The server always sends every field; a reader falls back to the
 * documented defaults for a missing one, so one odd product does not hide a whole page.
 */
export const productSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  description: z.string().nullish().transform((value) => value ?? ""),
  category: z.string().nullish().transform((value) => value ?? ""),
  brand: z.string().nullish().transform((value) => value ?? ""),
  /** Decimal string with two places, e.g. '249.99'. */
  price: decimalText,
  originalPrice: decimalText.nullish().transform((value) => value ?? null),
  image: z.string().nullish().transform((value) => value ?? ""),
  images: z.array(z.string()).nullish().transform((value) => value ?? []),
  /** 'Key: Value' lines, or (as the server sends them) an ordered key/value map. */
  specifications: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullish()
    .transform((value) =>
      value === null || value === undefined || typeof value === "string"
        ? (value ?? null)
        : Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, String(entry ?? "")]))
    ),
  features: z.array(z.string()).nullish().transform((value) => value ?? []),
  stockQuantity: z.number().int().nullish().transform((value) => value ?? 0),
  inStock: z.boolean().nullish().transform((value) => value ?? true),
  /** Decimal string with one place, e.g. '4.5'. */
  rating: decimalText.nullish().transform((value) => value ?? "0"),
  reviewCount: z.number().int().nullish().transform((value) => value ?? 0),
  isBusinessProduct: z.boolean().nullish().transform((value) => value ?? false),
  isFeatured: z.boolean().nullish().transform((value) => value ?? false),
  tags: z.array(z.string()).nullish().transform((value) => (value ?? []) as ProductTag[]),
})
export type Product = z.output<typeof productSchema>

/** What the server writes for a product (every field present). */
export type ProductJson = {
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

export const productListSchema = z.array(productSchema)

/** GET /api/products with `limit`/`offset`: one page, the total count and the brands on offer. */
export const productPageSchema = z.object({
  products: z.array(productSchema),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  brands: z.array(z.string()),
})
export type ProductPage = z.output<typeof productPageSchema>
