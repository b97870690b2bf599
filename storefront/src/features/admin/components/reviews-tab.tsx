import { useState } from 'react'
import { Eye, EyeOff, Star } from 'lucide-react'
import {
  REVIEW_HIDDEN_FILTER,
  REVIEW_TABLE_COLUMNS,
  REVIEW_VISIBILITIES,
  REVIEW_VISIBILITY_LABELS,
  type ReviewVisibility,
  type StaffReview,
  reviewStatusLabel,
  reviewToggleLabel,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { formatOrderDate } from '@/lib/order-dates'
import { REVIEW_PAGE_SIZE, useStaffReviews } from '../api/get-reviews'
import { useSetReviewHidden } from '../api/update-review'
import { AdminListTable, Badge, Td } from './admin-table'
import { Pager } from './pager'


/**
 * Reviews: every review, newest first; staff hide one from the shop or show it again
 * (docs/using-the-shop.md, "The staff area (/admin)").
 */
export function ReviewsTab() {
  const [visibility, setVisibility] = useState<ReviewVisibility>('all')
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isPlaceholderData } = useStaffReviews({
    hidden: REVIEW_HIDDEN_FILTER[visibility],
    limit: REVIEW_PAGE_SIZE,
    offset,
  })

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        <div>
          <label htmlFor="admin-review-visibility" className="sr-only">
            Show
          </label>
          <Select
            id="admin-review-visibility"
            value={visibility}
            className="h-11 sm:w-48"
            onChange={(event) => {
              setVisibility(event.target.value as ReviewVisibility)
              setOffset(0)
            }}
          >
            {REVIEW_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {REVIEW_VISIBILITY_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <AdminListTable
        label="Reviews"
        minWidth="min-w-[820px]"
        columns={[...REVIEW_TABLE_COLUMNS]}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.reviews}
        loadingText="Loading reviews..."
        errorText="Failed to load reviews. Please try again."
        emptyText="No reviews found"
        renderRow={(review) => <ReviewRow key={review.id} review={review} />}
      />
      {data && <Pager label="Review pages" offset={data.offset} limit={REVIEW_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}
    </section>
  )
}

function ReviewRow({ review }: { review: StaffReview }) {
  const setHidden = useSetReviewHidden()
  const hide = !review.hidden

  function toggle() {
    setHidden.mutate(
      { review, hidden: hide },
      {
        onSuccess: (updated) =>
          toast({
            title: updated.hidden ? 'Review hidden' : 'Review shown',
            description: updated.hidden
              ? `The review by ${updated.customerName} no longer shows in the shop.`
              : `The review by ${updated.customerName} shows in the shop again.`,
          }),
        onError: (error) =>
          toast({ title: 'Update Failed', description: serverMessage(error) ?? 'Failed to update the review.', variant: 'destructive' }),
      },
    )
  }

  return (
    <tr className={review.hidden ? 'bg-slate-50 text-slate-500' : 'bg-white hover:bg-slate-50'}>
      <Td className="max-w-[12rem]">
        <p className="font-medium text-slate-900">{review.productName ?? review.productId}</p>
        <p className="text-xs text-slate-500">{formatOrderDate(review.createdAt)}</p>
      </Td>
      <Td>
        <p className="font-medium text-slate-900">{review.customerName}</p>
        {review.customerTitle && <p className="text-xs text-slate-500">{review.customerTitle}</p>}
      </Td>
      <Td className="whitespace-nowrap">
        <span className="inline-flex items-center gap-1" aria-label={`${review.rating} out of 5 stars`}>
          <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span aria-hidden="true">{review.rating}/5</span>
        </span>
      </Td>
      <Td className="max-w-md">
        <p className="whitespace-pre-wrap break-words">{review.comment}</p>
      </Td>
      <Td>
        <Badge tone={review.hidden ? 'slate' : 'green'}>{reviewStatusLabel(review.hidden)}</Badge>
      </Td>
      <Td sticky className="text-right">
        <Button
          variant="outline"
          size="sm"
          disabled={setHidden.isPending}
          onClick={toggle}
          aria-label={`${reviewToggleLabel(review.hidden)} the review by ${review.customerName}`}
        >
          {hide ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          {reviewToggleLabel(review.hidden)}
        </Button>
      </Td>
    </tr>
  )
}
