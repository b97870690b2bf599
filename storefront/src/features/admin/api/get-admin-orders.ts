import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrderPageSchema } from '@printshop/contract'
import { adminKeys, type AdminOrderListParams } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

export const ADMIN_ORDER_PAGE_SIZE = 20

/** GET /api/admin/orders?status=&search=&limit=&offset=: newest first, one page and the total count. */
export function getAdminOrders(params: AdminOrderListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/orders', params), adminOrderPageSchema, signal)
}

export const adminOrdersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: adminKeys.orders.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery(adminOrdersQueryOptions(params))
}
