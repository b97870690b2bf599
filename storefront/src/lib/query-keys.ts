import type { ListProductsQuery } from '@printshop/contract'

/**
 * The keys of one resource, as Medusa's dashboard builds them: `all` prefixes everything of the
 * resource, `lists()` every list, `details()` every single record. Invalidating a prefix
 * invalidates every key below it.
 */
export function queryKeysFactory<TResource extends string, TListParams = Record<string, unknown>>(resource: TResource) {
  const keys = {
    all: [resource] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (params: TListParams) => [...keys.lists(), params] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  }
  return keys
}

/**
 * The filters of GET /api/products as the list screen keeps them. The category stays free text: an
 * unknown one from the address bar is sent as it is and answered by the server.
 */
export type ProductListQuery = Omit<ListProductsQuery, 'category' | 'limit' | 'offset'> & { category?: string }
/** What a product list is asked for: its filters, and the page size when it is fetched a page at a time. */
export type ProductListParams = ProductListQuery & { limit?: number }

// The keys live here, not beside each endpoint, so that a mutation of one feature can invalidate
// what it changed in another resource (placing an order changes the products it bought).

/** GET /api/products (lists) and GET /api/products/{id} (details). */
export const productKeys = queryKeysFactory<'products', ProductListParams>('products')

/** GET /api/products/{id}/reviews: one list per product. */
export const reviewKeys = queryKeysFactory<'reviews', { productId: string }>('reviews')

/** GET /api/user/orders: the signed-in customer's order list. */
export const orderKeys = queryKeysFactory<'orders', { scope: 'mine' }>('orders')

const userKeyFactory = queryKeysFactory<'users', never>('users')
/** GET /api/auth/user: who is signed in. */
export const userKeys = { ...userKeyFactory, current: () => [...userKeyFactory.all, 'current'] as const }

/** GET /api/search-suggestions. */
export const searchSuggestionKeys = queryKeysFactory<'search-suggestions', { term: string }>('search-suggestions')
