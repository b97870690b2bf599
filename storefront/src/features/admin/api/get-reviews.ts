import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { staffReviewPageSchema } from '@printshop/contract'
import { adminKeys, type AdminReviewListParams } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

export const REVIEW_PAGE_SIZE = 20

/** GET /api/admin/reviews?limit=&offset=&hidden=: every review, hidden ones included, newest first. */
export function getStaffReviews(params: AdminReviewListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/reviews', params), staffReviewPageSchema, signal)
}

export const staffReviewsQueryOptions = (params: AdminReviewListParams) =>
  queryOptions({
    queryKey: adminKeys.reviews.list(params),
    queryFn: ({ signal }) => getStaffReviews(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useStaffReviews(params: AdminReviewListParams) {
  return useQuery(staffReviewsQueryOptions(params))
}
