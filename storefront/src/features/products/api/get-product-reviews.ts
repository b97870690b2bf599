import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Review } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { reviewKeys } from '@/lib/query-keys'

/** GET /api/products/:id/reviews, newest first. */
export async function getProductReviews(productId: string): Promise<Review[]> {
  const [body, { reviewListSchema }] = await Promise.all([
    getJson<unknown>(`/api/products/${encodeURIComponent(productId)}/reviews`),
    loadAnswerSchemas(),
  ])
  return reviewListSchema.parse(body ?? [])
}

/** Reviews are requested only once the product itself has loaded. */
export const productReviewsQueryOptions = (productId: string, { enabled }: { enabled: boolean }) =>
  queryOptions({
    queryKey: reviewKeys.list({ productId }),
    queryFn: () => getProductReviews(productId),
    enabled: enabled && productId.length > 0,
  })

export function useProductReviews(productId: string, { enabled }: { enabled: boolean }) {
  return useQuery(productReviewsQueryOptions(productId, { enabled }))
}
