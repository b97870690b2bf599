import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateReviewBody, Review } from '@printshop/contract'
import { reviewSchema } from '@printshop/contract/answers'
import { apiRequest } from '@/lib/api-client'
import { productKeys, reviewKeys } from '@/lib/query-keys'

/**
 * POST /api/products/:id/reviews as the signed-in customer. One review per customer and product:
 * the server answers 201 for a first review and 200 when it replaced the customer's earlier one.
 */
export async function createReview(productId: string, body: CreateReviewBody): Promise<{ review: Review; updated: boolean }> {
  const response = await apiRequest('POST', `/api/products/${encodeURIComponent(productId)}/reviews`, body)
  return { review: reviewSchema.parse(await response.json()), updated: response.status === 200 }
}

/** Sends a review; the product's reviews, rating and count are read again afterwards. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateReviewBody) => createReview(productId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.list({ productId }) }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
      ]),
  })
}
