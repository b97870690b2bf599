// The catalogue's constants and rules without zod (categories, tags, price bands, sorts, paging):
// a module of its own, so a page of the storefront that needs only these does not load the schemas.

/** The six product categories, by handle. */
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

/** Suggestions need this many characters (trimmed). */
export const MIN_SUGGESTION_LENGTH = 2

export const PRODUCT_TAGS = ["bestseller", "new", "sale"] as const
export type ProductTag = (typeof PRODUCT_TAGS)[number] | (string & {})

/**
 * Price bands (GET /api/products, docs/api.md): under 100; 100 up to (not including) 300; 300 to
 * 500 with both ends included; over 500. A price of exactly 100 belongs to the 100-300 band.
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

/** The list's sort orders; featured is the default. */
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
/** The most products one answer of GET /api/products holds: a page's `limit`, and the plain list (docs/api.md). */
export const MAX_PAGE_SIZE = 100
