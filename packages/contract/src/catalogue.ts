import { z } from "zod"
import { MAX_SHORT, queryFlag, queryWholeNumber } from "./fields"
import { CATEGORY_HANDLES, MAX_PAGE_SIZE, PRICE_RANGES, SORTS } from "./catalogue-constants"

export * from "./catalogue-constants"

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
export const MAX_SUGGESTIONS = 8

/** What the server writes for a product (every field present). */
export type ProductJson = {
  id: string
  name: string
  sku: string
  description: string
  category: string
  brand: string
  price: string
  originalPrice: string | null
  /** Lower unit prices from a quantity on (Medusa's price tiers), fewest units first; absent when none (the spec's fields only). */
  quantityPrices?: Array<{ minQuantity: number; price: string }>
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

/** The most SKUs one quick-order lookup takes. */
export const MAX_QUICK_ORDER_LINES = 200

/**
 * POST /api/products/lookup: the products of a quick order's SKUs (case does not matter; each
 * looked up once). Answers `{ products, unknown }`: the products the shop sells with those SKUs,
 * and the SKUs it does not know (as sent).
 */
export const productLookupBodySchema = z
  .object({
    skus: z
      .array(z.string().trim().min(1, "A SKU is required").max(64, "A SKU is at most 64 characters"), { error: "skus must be a list of SKUs" })
      .min(1, "Enter at least one SKU")
      .max(MAX_QUICK_ORDER_LINES, `At most ${MAX_QUICK_ORDER_LINES} SKUs at once`),
  })
  .strict()
export type ProductLookupBody = z.output<typeof productLookupBodySchema>
