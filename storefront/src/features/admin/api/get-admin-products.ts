import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminProductPageSchema } from '@printshop/contract'
import { adminKeys, type AdminProductListParams } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

/** Products a page of the product table shows. */
export const ADMIN_PRODUCT_PAGE_SIZE = 20

/** GET /api/admin/products?search=&limit=&offset=: newest first, one page and the total count. */
export function getAdminProducts(params: AdminProductListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/products', params), adminProductPageSchema, signal)
}

/** Always fetched again when shown (zero stale time); the current page stays up while the next loads. */
export const adminProductsQueryOptions = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: adminKeys.products.list(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery(adminProductsQueryOptions(params))
}
