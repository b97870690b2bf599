import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffReviewSchema, type StaffReview } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { invalidateReviews } from './invalidate'

/** PATCH /api/admin/reviews/{id} { hidden }: the review as it now is. */
export async function setReviewHidden({ review, hidden }: { review: StaffReview; hidden: boolean }): Promise<StaffReview> {
  const response = await adminRequest('PATCH', `/api/admin/reviews/${encodeURIComponent(review.id)}`, { json: { hidden } })
  return staffReviewSchema.parse(await response.json())
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setReviewHidden, onSuccess: () => invalidateReviews(queryClient) })
}
