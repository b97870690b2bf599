import { z } from "zod"
import { MAX_SHORT, decimalText, queryFlag, queryWholeNumber } from "./fields"
import { CATEGORY_HANDLES, MAX_PAGE_SIZE, PRICE_RANGES, type ProductTag, SORTS } from "./catalogue-constants"

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
