import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { promotionPageSchema } from '@printshop/contract'
import { adminKeys, type AdminPage } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

/** Promotions a page of the promotion table shows. */
export const PROMOTION_PAGE_SIZE = 20

/** GET /api/admin/promotions: `q` searches the code. */
export type AdminPromotionListParams = AdminPage & { q?: string }

/**
 * Under the staff scope, so they are dropped with the rest of the staff data when the session
 * ends; nothing outside /admin reads promotions, so they need no place among the shared keys.
 */
export const adminPromotionKeys = {
  all: [...adminKeys.all, 'promotions'] as const,
  list: (params: AdminPromotionListParams) => [...adminPromotionKeys.all, 'list', params] as const,
}

/** GET /api/admin/promotions?limit=&offset=&q=: newest first, one page and the total count. */
export function getPromotions(params: AdminPromotionListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/promotions', params), promotionPageSchema, signal)
}

/** Always fetched again when shown (uses change with every order); the current page stays up while the next loads. */
export const promotionsQueryOptions = (params: AdminPromotionListParams) =>
  queryOptions({
    queryKey: adminPromotionKeys.list(params),
    queryFn: ({ signal }) => getPromotions(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function usePromotions(params: AdminPromotionListParams) {
  return useQuery(promotionsQueryOptions(params))
}
