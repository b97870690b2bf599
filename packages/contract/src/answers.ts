/**
 * The answers the storefront parses (products, a page of products, a review, search suggestions),
 * built with zod/mini: the same checks in a fraction of the code, so a phone parses the catalogue's
 * first screen without downloading the whole zod library. A module of its own, which the storefront
 * loads without the rest of the contract ('@printshop/contract/answers').
 */
import * as zm from "zod/mini"
import type { ProductTag } from "./catalogue-constants"
import { PAYMENT_METHODS } from "./orders"
import { PRICING_RULE_OPERATORS, type ShopPricing } from "./pricing"

/** GET /api/search-suggestions: the suggested terms. */
export const suggestionsSchema = zm.array(zm.string())

/** A number or a numeric string, kept as text (decimal amounts arrive as '123.45'). */
export const decimalText = zm.pipe(zm.union([zm.string(), zm.number()]), zm.transform(String))

/** A field an answer may leave out or send as null: the documented default stands in. */
function withDefault<S extends zm.ZodMiniType, D>(schema: S, fallback: D) {
  return zm.pipe(
    zm.nullish(schema),
    zm.transform((value: zm.output<S> | null | undefined) => value ?? fallback)
  )
}

/** 'Key: Value' lines, or (as the server sends them) an ordered key/value map. */
const specificationsAnswer = zm.pipe(
  zm.nullish(zm.union([zm.string(), zm.record(zm.string(), zm.unknown())])),
  zm.transform((value): string | Record<string, string> | null =>
    value === null || value === undefined || typeof value === "string"
      ? (value ?? null)
      : Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, String(entry ?? "")]))
  )
)

/**
 * A product of the /api (docs/api.md). The server always sends every field; a reader falls back to the
 * documented defaults for a missing one, so one odd product does not hide a whole page.
 */
export const productSchema = zm.object({
  id: decimalText,
  name: zm.string(),
  /** The product's stock-keeping unit (Medusa's variant SKU), unique, in capitals, e.g. 'HP-M404N'. */
  sku: withDefault(zm.string(), ""),
  description: withDefault(zm.string(), ""),
  category: withDefault(zm.string(), ""),
  brand: withDefault(zm.string(), ""),
  /** Decimal string with two places, e.g. '249.99'. */
  price: decimalText,
  originalPrice: withDefault(decimalText, null),
  /** Lower unit prices from a quantity on, fewest units first (docs/api.md, "Quantity prices"). */
  quantityPrices: withDefault(zm.array(zm.object({ minQuantity: zm.int(), price: decimalText })), []),
  image: withDefault(zm.string(), ""),
  images: withDefault(zm.array(zm.string()), []),
  specifications: specificationsAnswer,
  features: withDefault(zm.array(zm.string()), []),
  stockQuantity: withDefault(zm.int(), 0),
  inStock: withDefault(zm.boolean(), true),
  /** Decimal string with one place, e.g. '4.5'. */
  rating: withDefault(decimalText, "0"),
  reviewCount: withDefault(zm.int(), 0),
  isBusinessProduct: withDefault(zm.boolean(), false),
  isFeatured: withDefault(zm.boolean(), false),
  tags: withDefault(zm.array(zm.string()), [] as ProductTag[]),
})
export type Product = zm.output<typeof productSchema>

export const productListSchema = zm.array(productSchema)

/** POST /api/products/lookup: the products with the SKUs asked for, and the SKUs the shop does not know. */
export const productLookupSchema = zm.object({ products: productListSchema, unknown: zm.array(zm.string()) })
export type ProductLookup = zm.output<typeof productLookupSchema>

/**
 * GET /api/products/{id}/fits: the published supplies and accessories that fit the product, and
 * the products it fits itself (docs/api.md, "Supplies and accessories").
 */
export const productFitsSchema = zm.object({ supplies: productListSchema, fits: productListSchema })
export type ProductFits = zm.output<typeof productFitsSchema>

/** One choice of a filter and how many products it would leave, given the query and the other filters. */
export const facetCountSchema = zm.object({ value: zm.string(), count: zm.int() })
export type FacetCount = zm.output<typeof facetCountSchema>

/**
 * The filter panel's choices with their counts: each counted under the search and every other
 * filter, but not its own (ticking a second brand adds to the first).
 */
export const productFacetsSchema = zm.object({
  brands: zm.array(facetCountSchema),
  priceRanges: zm.array(facetCountSchema),
  categories: zm.array(facetCountSchema),
  /** How many of the products would remain with "In Stock Only" ticked. */
  inStock: zm.int(),
})
export type ProductFacets = zm.output<typeof productFacetsSchema>

/**
 * GET /api/products with `limit`/`offset`: one page, the total count, the brands on offer, the
 * facets and, for a search that found nothing or only forgiven matches, the corrected query.
 */
export const productPageSchema = zm.object({
  products: zm.array(productSchema),
  count: zm.int(),
  limit: zm.int(),
  offset: zm.int(),
  brands: zm.array(zm.string()),
  facets: withDefault(productFacetsSchema, { brands: [], priceRanges: [], categories: [], inStock: 0 } as ProductFacets),
  didYouMean: withDefault(zm.string(), null as string | null),
})
export type ProductPage = zm.output<typeof productPageSchema>

/** A review (docs/api.md). */
export const reviewSchema = zm.object({
  id: decimalText,
  productId: decimalText,
  customerName: zm.string(),
  customerTitle: zm.nullish(zm.string()),
  rating: zm.number(),
  comment: zm.string(),
  createdAt: zm.string(),
})
export type Review = zm.output<typeof reviewSchema>
export const reviewListSchema = zm.array(reviewSchema)

const pricingRuleSchema = zm.object({
  attribute: zm.string(),
  operator: zm.enum(PRICING_RULE_OPERATORS),
  value: zm.nullable(zm.union([zm.string(), zm.number(), zm.boolean(), zm.array(zm.union([zm.string(), zm.number()]))])),
})

/** GET /api/shop/pricing: Medusa's tax and shipping settings (types and rules in ./pricing). */
export const shopPricingSchema = zm.object({
  currencyCode: zm.string(),
  taxRate: zm.number(),
  shippingOptions: zm.array(
    zm.object({
      id: zm.string(),
      name: zm.string(),
      description: zm.nullable(zm.string()),
      rules: zm.array(pricingRuleSchema),
      prices: zm.array(zm.object({ amount: zm.number(), rules: zm.array(pricingRuleSchema) })),
    })
  ),
  payments: zm.object({
    methods: zm.array(zm.enum(PAYMENT_METHODS)),
    cardProcessor: zm.nullable(
      zm.object({ providerId: zm.string(), element: zm.enum(["stripe", "none"]), publishableKey: zm.nullable(zm.string()) })
    ),
  }),
}) satisfies zm.ZodMiniType<ShopPricing>
