import { DEFAULT_SORT, PRICE_RANGES, SORTS, categoryLabel, isCategoryHandle, type PriceRange, type Sort } from '@printshop/contract'
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

/**
 * The list's title: category (the shop's own label, e.g. 'POS Systems'; an unknown one with dashes as
 * spaces and words capitalised), else 'Search results for' and the term, else featured, else
 * business, else all products.
 */
export function listTitle(query: ProductListQuery): string {
  if (query.category) return categoryLabel(query.category)
  if (query.search) return `Search results for ${query.search}`
  if (query.featured) return 'Featured Products'
  if (query.business) return 'Business Solutions'
  return 'All Products'
}

/**
 * Whether the query can match anything: a category the shop does not have, or a search with no
 * letter or digit (the server's search ignores punctuation, so `'` or `%` would otherwise list the
 * whole catalogue), matches no product.
 */
export function canMatchProducts(query: ProductListQuery): boolean {
  if (query.category && !isCategoryHandle(query.category)) return false
  if (query.search && !/[\p{L}\p{N}]/u.test(query.search)) return false
  return true
}

/**
 * What 'Clear Filters' leaves of a list that found nothing: without the panel's filters (brands,
 * price, stock); when none of those was set, the search, category and flags go too, so the
 * shopper always lands on products.
 */
export function clearedListParams(query: ProductListQuery): Record<string, undefined> {
  const filters = { brands: undefined, priceRange: undefined, inStock: undefined }
  if (hasActiveFilters(query)) return filters
  return { ...filters, search: undefined, category: undefined, featured: undefined, business: undefined }
}

export function hasActiveFilters(query: ProductListQuery): boolean {
  return Boolean(query.brands?.length || query.priceRange || query.inStock)
}

export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`
}
