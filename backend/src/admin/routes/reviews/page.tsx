import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Eye, EyeSlash, Star, StarSolid } from "@medusajs/icons"
import { Button, Container, Heading, StatusBadge, Table, Text, toast } from "@medusajs/ui"
import {
  REVIEW_HIDDEN_FILTER,
  REVIEW_TABLE_COLUMNS,
  REVIEW_VISIBILITIES,
  REVIEW_VISIBILITY_LABELS,
  type ReviewVisibility,
  type StaffReview,
  reviewStatusLabel,
  reviewToggleLabel,
} from "@printshop/contract"
import { useState } from "react"
import { REVIEW_PAGE_SIZE, useSetReviewHidden, useStaffReviews } from "../../api/reviews"
import { formatDateTime } from "../../components/format"
import { FilterSelect, PagedTable } from "../../components/paged-table"
import { errorMessage } from "../../lib/shop-api"
import { ShopQueries } from "../../lib/shop-queries"

const VISIBILITY_OPTIONS = REVIEW_VISIBILITIES.map((value): [ReviewVisibility, string] => [value, REVIEW_VISIBILITY_LABELS[value]])

/**
 * Reviews: every review, newest first; staff hide one from the shop or show it again
 * (docs/using-the-shop.md, "The staff area (/admin)").
 */
function Reviews() {
  const [visibility, setVisibility] = useState<ReviewVisibility>("all")
  const [pageIndex, setPageIndex] = useState(0)
  const query = useStaffReviews({
    hidden: REVIEW_HIDDEN_FILTER[visibility],
    limit: REVIEW_PAGE_SIZE,
    offset: pageIndex * REVIEW_PAGE_SIZE,
  })

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-4 px-6 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Heading level="h1">Reviews</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            What customers wrote about the products; a hidden review no longer counts in the product's rating
          </Text>
        </div>
        <FilterSelect
          label="Show"
          className="md:w-52"
          value={visibility}
          options={VISIBILITY_OPTIONS}
          onChange={(value) => {
            setVisibility(value)
            setPageIndex(0)
          }}
        />
      </div>

      <PagedTable
        label="Reviews"
        headings={[...REVIEW_TABLE_COLUMNS]}
        query={query}
        texts={{ loading: "Loading reviews...", failed: "Could not load the reviews:", empty: "No reviews found" }}
        rows={query.data?.reviews.map((review) => <ReviewRow key={review.id} review={review} />)}
        page={{ count: query.data?.count, size: REVIEW_PAGE_SIZE, index: pageIndex, onIndexChange: setPageIndex }}
      />
    </Container>
  )
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-x-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? <StarSolid key={star} className="text-ui-tag-orange-icon" /> : <Star key={star} className="text-ui-fg-muted" />
      )}
    </span>
  )
}

function ReviewRow({ review }: { review: StaffReview }) {
  const setHidden = useSetReviewHidden()
  const hide = !review.hidden

  function toggle() {
    setHidden.mutate(
      { id: review.id, hidden: hide },
      {
        onSuccess: (updated) =>
          toast.success(updated.hidden ? "Review hidden" : "Review shown", {
            description: updated.hidden
              ? `The review by ${updated.customerName} no longer shows in the shop.`
              : `The review by ${updated.customerName} shows in the shop again.`,
          }),
        onError: (error) => toast.error("Could not update the review", { description: errorMessage(error) }),
      }
    )
  }

  return (
    <Table.Row className={review.hidden ? "bg-ui-bg-subtle" : undefined}>
      <Table.Cell className="max-w-[14rem] py-2">
        {/* Relative to /app/reviews, so it opens the dashboard's product page wherever the dashboard is served. */}
        <a
          className="text-ui-fg-interactive txt-compact-small-plus block truncate"
          href={`products/${encodeURIComponent(review.productId)}`}
          title={review.productName ?? undefined}
        >
          {review.productName ?? review.productId}
        </a>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {formatDateTime(review.createdAt)}
        </Text>
      </Table.Cell>
      <Table.Cell className="py-2">
        <Text size="small" weight="plus" leading="compact">
          {review.customerName}
        </Text>
        {review.customerTitle && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            {review.customerTitle}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Stars rating={review.rating} />
      </Table.Cell>
      <Table.Cell className="max-w-md py-2">
        <Text size="small" className="line-clamp-3 whitespace-pre-wrap break-words" title={review.comment}>
          {review.comment}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge color={review.hidden ? "grey" : "green"}>{reviewStatusLabel(review.hidden)}</StatusBadge>
      </Table.Cell>
      <Table.Cell className="text-right">
        <Button
          size="small"
          variant="secondary"
          isLoading={setHidden.isPending}
          onClick={toggle}
          aria-label={`${reviewToggleLabel(review.hidden)} the review by ${review.customerName}`}
        >
          {hide ? <EyeSlash /> : <Eye />}
          {reviewToggleLabel(review.hidden)}
        </Button>
      </Table.Cell>
    </Table.Row>
  )
}

const ReviewsPage = () => (
  <ShopQueries>
    <Reviews />
  </ShopQueries>
)

export const config = defineRouteConfig({
  label: "Reviews",
  icon: StarSolid,
})

export default ReviewsPage
