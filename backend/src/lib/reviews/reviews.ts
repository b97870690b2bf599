import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { REVIEWS_MODULE } from "../../modules/reviews"
import type ReviewsModuleService from "../../modules/reviews/service"

export const VERIFIED_BUYER = "Verified Buyer"

export type ReviewRecord = {
  id: string
  product_id: string
  customer_id?: string | null
  customer_name: string
  customer_title: string | null
  rating: number
  comment: string
  hidden?: boolean
  created_at: Date | string
  updated_at?: Date | string
}

/** A review as the shop's /api answers it (SPEC §3). */
export function toReviewView(review: ReviewRecord) {
  return {
    id: review.id,
    productId: review.product_id,
    customerName: review.customer_name,
    customerTitle: review.customer_title ?? undefined,
    rating: review.rating,
    comment: review.comment,
    createdAt: new Date(review.created_at).toISOString(),
  }
}

/** A review as staff see it: the public view plus who wrote it and whether it is hidden. */
export function toStaffReviewView(review: ReviewRecord) {
  return {
    ...toReviewView(review),
    customerId: review.customer_id ?? null,
    hidden: Boolean(review.hidden),
    updatedAt: new Date(review.updated_at ?? review.created_at).toISOString(),
  }
}

/** The name a review shows: the customer's first name and last initial (DESIGN §4). */
export function reviewerName(customer: Pick<CustomerDTO, "first_name" | "last_name" | "email">): string {
  const first = customer.first_name?.trim() || customer.email.split("@")[0]
  const initial = customer.last_name?.trim() ? ` ${customer.last_name.trim().charAt(0).toUpperCase()}.` : ""
  return `${first}${initial}`
}

/** Whether the customer has an order (not cancelled) holding the product. */
export async function hasOrdered(container: MedusaContainer, customerId: string, productId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "status", "items.product_id"],
    filters: { customer_id: customerId },
  })
  return (data as Array<{ status?: string; items?: Array<{ product_id?: string | null } | null> | null }>).some(
    (order) => order.status !== "canceled" && (order.items ?? []).some((item) => item?.product_id === productId)
  )
}

/**
 * Writes the customer's review of a product: the first submission creates it, a later one
 * updates it (one review per customer per product). The name and the 'Verified Buyer' title
 * come from the account and its orders, never from the request.
 */
export async function saveCustomerReview(
  container: MedusaContainer,
  customer: CustomerDTO,
  productId: string,
  input: { rating: number; comment: string }
): Promise<{ review: ReviewRecord; created: boolean }> {
  const reviews = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
  const fields = {
    customer_name: reviewerName(customer),
    customer_title: (await hasOrdered(container, customer.id, productId)) ? VERIFIED_BUYER : null,
    rating: input.rating,
    comment: input.comment,
  }
  const existing = async () => (await reviews.listReviews({ product_id: productId, customer_id: customer.id }, { take: 1 }))[0]
  const update = async (id: string) => ({
    review: (await reviews.updateReviews({ id, ...fields })) as unknown as ReviewRecord,
    created: false,
  })
  const previous = await existing()
  if (previous) return update(previous.id)
  try {
    const review = await reviews.createReviews({ product_id: productId, customer_id: customer.id, ...fields })
    return { review: review as unknown as ReviewRecord, created: true }
  } catch (error) {
    // A simultaneous first submission won the unique index: this one updates it.
    const winner = await existing()
    if (winner) return update(winner.id)
    throw error
  }
}
