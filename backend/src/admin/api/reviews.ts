import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { StaffReview } from "@printshop/contract"
import { shopApi } from "../lib/shop-api"
import { type ReviewListParams, shopKeys } from "../lib/shop-queries"

export const REVIEW_PAGE_SIZE = 20

export type ReviewPage = { reviews: StaffReview[]; count: number; limit: number; offset: number }

/** GET /api/admin/reviews?hidden=&limit=&offset=: every review, hidden ones included, newest first. */
export function useStaffReviews(params: ReviewListParams) {
  return useQuery({
    queryKey: shopKeys.reviews.list(params),
    queryFn: ({ signal }) => shopApi<ReviewPage>("/api/admin/reviews", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** PATCH /api/admin/reviews/{id} { hidden }: hides a review from the shop or shows it again. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      shopApi<StaffReview>(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: "PATCH", body: { hidden } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.reviews.all }),
  })
}
