import type { InquiryKind, InquiryStatus, OrderStatus, ProductListFilters, ReturnStatus } from '@printshop/contract'

/**
 * The keys of one resource, as Medusa's dashboard builds them: `all` prefixes everything of the
 * resource, `lists()` every list, `details()` every single record. Invalidating a prefix
 * invalidates every key below it.
 */
export function queryKeysFactory<TResource extends string, TListParams = Record<string, unknown>>(resource: TResource) {
  return scopedKeysFactory<[], TResource, TListParams>([], resource)
}

/** The same keys under a scope: `all` is `[...scope, resource]`, so invalidating the scope reaches every resource in it. */
function scopedKeysFactory<TScope extends readonly string[], TResource extends string, TListParams>(
  scope: TScope,
  resource: TResource,
) {
  const keys = {
    all: [...scope, resource] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (params: TListParams) => [...keys.lists(), params] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  }
  return keys
}

/**
 * The filters of GET /api/products as the list screen keeps them. The category stays free text (it
 * titles the screen); an unknown one matches no product and is never sent to the server.
 */
export type ProductListQuery = ProductListFilters
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

/** GET /api/user/quotes (lists) and GET /api/user/quotes/{id} (details): the signed-in customer's quotes (account and checkout). */
export const quoteKeys = queryKeysFactory<'quotes', { scope: 'mine' }>('quotes')

/** GET /api/user/addresses: the signed-in customer's saved addresses (account and checkout). */
export const addressKeys = queryKeysFactory<'addresses', { scope: 'mine' }>('addresses')

const companyKeyFactory = queryKeysFactory<'company', never>('company')
/**
 * GET /api/user/company: the signed-in customer's company and role (the account's Company tab and
 * the invitation page); POST /api/company-invites/check: what an invitation link names.
 */
export const companyKeys = {
  ...companyKeyFactory,
  mine: () => [...companyKeyFactory.all, 'mine'] as const,
  invite: (token: string) => [...companyKeyFactory.all, 'invite', token] as const,
}

const userKeyFactory = queryKeysFactory<'users', never>('users')
/** GET /api/auth/user: who is signed in. */
export const userKeys = { ...userKeyFactory, current: () => [...userKeyFactory.all, 'current'] as const }

const promotionKeyFactory = queryKeysFactory<'promotions', never>('promotions')
/** POST /api/promotions/check: a promo code priced for the cart's lines (product and quantity). */
export const promotionKeys = {
  ...promotionKeyFactory,
  check: (code: string | null, lines: ReadonlyArray<{ productId: string; quantity: number }>) =>
    [...promotionKeyFactory.all, 'check', { code, lines }] as const,
}

/** GET /api/search-suggestions. */
export const searchSuggestionKeys = queryKeysFactory<'search-suggestions', { term: string }>('search-suggestions')

/** Paging of the staff lists (the server answers 1-200 a page). */
export type AdminPage = { limit: number; offset: number }
/** GET /api/admin/products. */
export type AdminProductListParams = AdminPage & { search?: string }
/** GET /api/admin/orders. */
export type AdminOrderListParams = AdminPage & { status?: OrderStatus; search?: string }
/** GET /api/admin/inquiries. */
export type AdminInquiryListParams = AdminPage & { kind?: InquiryKind; status?: InquiryStatus }
/** GET /api/admin/reviews. */
export type AdminReviewListParams = AdminPage & { hidden?: boolean }
/** GET /api/admin/returns. */
export type AdminReturnListParams = AdminPage & { status?: ReturnStatus }
/** GET /api/admin/search-terms. */
export type AdminSearchTermListParams = AdminPage & { noResults?: boolean }

const ADMIN_SCOPE = ['admin'] as const

/**
 * Everything staff read in /admin, under one 'admin' prefix: the staff session's data is dropped
 * at once when it ends, and is never mixed with what the shop's own screens keep.
 */
export const adminKeys = {
  all: ADMIN_SCOPE,
  /** GET /api/admin/stats: the dashboard cards. */
  stats: () => [...ADMIN_SCOPE, 'stats'] as const,
  /**
   * GET /api/admin/sales: the dashboard's sales per day and low-stock list. Under `stats()`, so
   * whatever refreshes the cards (an order moved, a product saved) refreshes these figures too.
   */
  sales: () => [...ADMIN_SCOPE, 'stats', 'sales'] as const,
  /** GET /api/admin/products. */
  products: scopedKeysFactory<typeof ADMIN_SCOPE, 'products', AdminProductListParams>(ADMIN_SCOPE, 'products'),
  /** GET /api/admin/orders. */
  orders: scopedKeysFactory<typeof ADMIN_SCOPE, 'orders', AdminOrderListParams>(ADMIN_SCOPE, 'orders'),
  /** GET /api/admin/inquiries (with the count of new messages). */
  inquiries: scopedKeysFactory<typeof ADMIN_SCOPE, 'inquiries', AdminInquiryListParams>(ADMIN_SCOPE, 'inquiries'),
  /** GET /api/admin/reviews. */
  reviews: scopedKeysFactory<typeof ADMIN_SCOPE, 'reviews', AdminReviewListParams>(ADMIN_SCOPE, 'reviews'),
  /** GET /api/admin/returns. */
  returns: scopedKeysFactory<typeof ADMIN_SCOPE, 'returns', AdminReturnListParams>(ADMIN_SCOPE, 'returns'),
  /** GET /api/admin/search-terms (the searches that found nothing). */
  searchTerms: scopedKeysFactory<typeof ADMIN_SCOPE, 'search-terms', AdminSearchTermListParams>(ADMIN_SCOPE, 'search-terms'),
}

/** GET /api/shop/pricing: Medusa's tax and shipping settings. */
export const shopPricingKeys = queryKeysFactory<'shop-pricing', never>('shop-pricing')
