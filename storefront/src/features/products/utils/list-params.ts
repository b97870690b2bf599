import { DEFAULT_SORT, PRICE_RANGES, SORTS, formatCategory, type PriceRange, type Sort } from '@printshop/contract'
import type { ProductListQuery } from '@/lib/query-keys'

function isSort(value: string | null): value is Sort {
  return (SORTS as readonly (string | null)[]).includes(value)
}

function isPriceRange(value: string | null): value is PriceRange {
  return (PRICE_RANGES as readonly (string | null)[]).includes(value)
}

/**
 * The list screen's state as kept in the address bar (so a filtered list can be shared):
 * category, search, featured, business, brands (comma-separated), priceRange, inStock and sort.
 * Unknown values are ignored rather than sent to the server.
 */
export function readListQuery(params: URLSearchParams): ProductListQuery {
  const query: ProductListQuery = {}
  const category = params.get('category')?.trim()
  if (category) query.category = category
  const search = params.get('search')?.trim()
  if (search) query.search = search
  if (params.get('featured') === 'true') query.featured = true
  if (params.get('business') === 'true') query.business = true
  const brands = (params.get('brands') ?? '')
    .split(',')
    .map((brand) => brand.trim())
    .filter(Boolean)
  if (brands.length) query.brands = brands
  const priceRange = params.get('priceRange')
  if (isPriceRange(priceRange)) query.priceRange = priceRange
  if (params.get('inStock') === 'true') query.inStock = true
  const sort = params.get('sort')
  query.sort = isSort(sort) ? sort : DEFAULT_SORT
  return query
}

/** The query string of GET /api/products for these filters (paging is added by the caller). */
export function toProductsSearchParams(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.search) params.set('search', query.search)
  if (query.featured) params.set('featured', 'true')
  if (query.business) params.set('business', 'true')
  if (query.brands?.length) params.set('brands', query.brands.join(','))
  if (query.priceRange) params.set('priceRange', query.priceRange)
  if (query.inStock) params.set('inStock', 'true')
  if (query.sort) params.set('sort', query.sort)
  return params
}

/** SPEC §2: category, else the search term, else featured, else business, else all products. */
export function listTitle(query: ProductListQuery): string {
  if (query.category) return formatCategory(query.category)
  if (query.search) return `Search results for "${query.search}"`
  if (query.featured) return 'Featured Products'
  if (query.business) return 'Business Solutions'
  return 'All Products'
}

export function hasActiveFilters(query: ProductListQuery): boolean {
  return Boolean(query.brands?.length || query.priceRange || query.inStock)
}

export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`
}
