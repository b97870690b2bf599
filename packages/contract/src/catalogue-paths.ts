import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, isCategoryHandle, type CategoryHandle, type PriceRange, type Sort } from "./catalogue-constants"

// The addresses of the catalogue's reads, written once: the storefront fetches them, and the
// backend names the ones a page's first screen is drawn from in that page's <head>, so that a phone
// starts downloading them with the scripts instead of after them
// (docs/architecture.md, "Each page's head").

/** A product list's filters, as GET /api/products takes them (docs/api.md). */
export type ProductListFilters = {
  category?: string
  search?: string
  featured?: boolean
  business?: boolean
  brands?: string[]
  priceRange?: PriceRange
  inStock?: boolean
  sort?: Sort
}

export type ProductListPaging = { limit: number; offset: number }

/** The query string of GET /api/products for these filters, in a fixed order (one cache entry per list). */
export function productListSearchParams(filters: ProductListFilters, paging?: ProductListPaging): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.category) params.set("category", filters.category)
  if (filters.search) params.set("search", filters.search)
  if (filters.featured) params.set("featured", "true")
  if (filters.business) params.set("business", "true")
  if (filters.brands?.length) params.set("brands", filters.brands.join(","))
  if (filters.priceRange) params.set("priceRange", filters.priceRange)
  if (filters.inStock) params.set("inStock", "true")
  if (filters.sort) params.set("sort", filters.sort)
  if (paging) {
    params.set("limit", String(paging.limit))
    params.set("offset", String(paging.offset))
  }
  return params
}

/** GET /api/products with these filters (and a page of them). */
export function productListApiPath(filters: ProductListFilters, paging?: ProductListPaging): string {
  const search = productListSearchParams(filters, paging).toString()
  return search ? `/api/products?${search}` : "/api/products"
}

/** GET /api/products/{id}. */
export function productApiPath(id: string): string {
  return `/api/products/${encodeURIComponent(id)}`
}

/** The product id of a storefront product page's path (/products/{id}), or null for any other page. */
export function productIdOfPagePath(pathname: string): string | null {
  const match = /^\/products\/([^/]+)$/.exec(pathname)
  return match ? match[1] : null
}

/** What /products shows before the shopper filters anything: every product, featured first, the first page. */
export const PRODUCT_LIST_FIRST_PAGE: { filters: ProductListFilters; paging: ProductListPaging } = {
  filters: { sort: DEFAULT_SORT },
  paging: { limit: DEFAULT_PAGE_SIZE, offset: 0 },
}

/** What a category's landing page lists: its products; Business Solutions, every product for businesses. */
export function categoryLandingFilters(handle: CategoryHandle): ProductListFilters {
  return handle === "business-solutions" ? { business: true } : { category: handle }
}

/**
 * The catalogue reads a page's first screen is drawn from, for its <head> to preload: a product
 * page's product, the first page of /products when its address carries no query (`hasQuery`: the
 * edge says only whether there was one, never what it held), and a category
 * landing page's products. Other pages draw their first screen without waiting for the catalogue.
 */
export function firstScreenApiPaths(pathname: string, hasQuery = false): string[] {
  const productId = productIdOfPagePath(pathname)
  if (productId !== null) return [productApiPath(productId)]
  if (pathname === "/products" && !hasQuery) {
    return [productListApiPath(PRODUCT_LIST_FIRST_PAGE.filters, PRODUCT_LIST_FIRST_PAGE.paging)]
  }
  const category = /^\/category\/([^/]+)$/.exec(pathname)?.[1]
  if (category !== undefined && isCategoryHandle(category)) return [productListApiPath(categoryLandingFilters(category))]
  return []
}
