import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getJson } from '@/lib/api-client'
import { productKeys } from './product-keys'

export const reviewSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  productId: z.union([z.string(), z.number()]).transform(String),
  customerName: z.string(),
  customerTitle: z.string().nullish(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
})

export type Review = z.infer<typeof reviewSchema>

const reviewListSchema = z.array(reviewSchema)

/** GET /api/products/:id/reviews, newest first. */
export async function getProductReviews(productId: string): Promise<Review[]> {
  return reviewListSchema.parse((await getJson<unknown>(`/api/products/${encodeURIComponent(productId)}/reviews`)) ?? [])
}

/** Reviews are requested only once the product itself has loaded (SPEC §4). */
export function useProductReviews(productId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: productKeys.reviews(productId),
    queryFn: () => getProductReviews(productId),
    enabled: enabled && productId.length > 0,
  })
}
