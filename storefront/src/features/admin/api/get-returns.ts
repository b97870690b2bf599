import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminReturnPageSchema } from '@printshop/contract'
import { adminKeys, type AdminReturnListParams } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

export const RETURN_PAGE_SIZE = 20

/** GET /api/admin/returns?status=&limit=&offset=: newest first, one page and the total count. */
export function getReturns(params: AdminReturnListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/returns', params), adminReturnPageSchema, signal)
}

export const returnsQueryOptions = (params: AdminReturnListParams) =>
  queryOptions({
    queryKey: adminKeys.returns.list(params),
    queryFn: ({ signal }) => getReturns(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useReturns(params: AdminReturnListParams) {
  return useQuery(returnsQueryOptions(params))
}
