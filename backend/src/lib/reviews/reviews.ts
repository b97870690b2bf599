import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Review } from "@printshop/contract"

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

/** A review as the shop's /api answers it (docs/api.md). */
export function toReviewView(review: ReviewRecord): Review {
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
export function toStaffReviewView(review: ReviewRecord, productName: string | null = null) {
  return {
    ...toReviewView(review),
    customerId: review.customer_id ?? null,
    productName,
    hidden: Boolean(review.hidden),
    updatedAt: new Date(review.updated_at ?? review.created_at).toISOString(),
  }
}

/** The name a review shows: the customer's first name and last initial (docs/api.md). */
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
