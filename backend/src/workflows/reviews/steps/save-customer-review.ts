import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { VERIFIED_BUYER } from "@printshop/contract"
import { type ReviewRecord, hasOrdered, reviewerName } from "../../../lib/reviews/reviews"
import { REVIEWS_MODULE } from "../../../modules/reviews"
import type ReviewsModuleService from "../../../modules/reviews/service"

export type SaveCustomerReviewInput = { customerId: string; productId: string; rating: number; comment: string }

type Previous = { id: string; created: boolean; before: Pick<ReviewRecord, "customer_name" | "customer_title" | "rating" | "comment"> | null }

/**
 * Writes the customer's review of a product: the first submission creates it, a later one
 * updates it (one review per customer per product, docs/api.md). The name and the 'Verified Buyer'
 * title come from the account and its orders, never from the request. Compensation deletes a
 * created review or restores an updated one.
 */
export const saveCustomerReviewStep = createStep(
  "save-customer-review",
  async (input: SaveCustomerReviewInput, { container }) => {
    const reviews = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
    const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customerId)
    const fields = {
      customer_name: reviewerName(customer),
      customer_title: (await hasOrdered(container, customer.id, input.productId)) ? VERIFIED_BUYER : null,
      rating: input.rating,
      comment: input.comment,
    }
    const existing = async () => (await reviews.listReviews({ product_id: input.productId, customer_id: customer.id }, { take: 1 }))[0]
    const update = async (previous: ReviewRecord) => {
      const review = (await reviews.updateReviews({ id: previous.id, ...fields })) as unknown as ReviewRecord
      const before = { customer_name: previous.customer_name, customer_title: previous.customer_title, rating: previous.rating, comment: previous.comment }
      return new StepResponse({ review, created: false }, { id: previous.id, created: false, before } as Previous)
    }
    const previous = (await existing()) as unknown as ReviewRecord | undefined
    if (previous) return update(previous)
    try {
      const review = (await reviews.createReviews({ product_id: input.productId, customer_id: customer.id, ...fields })) as unknown as ReviewRecord
      return new StepResponse({ review, created: true }, { id: review.id, created: true, before: null } as Previous)
    } catch (error) {
      // A simultaneous first submission won the unique index: this one updates it.
      const winner = (await existing()) as unknown as ReviewRecord | undefined
      if (winner) return update(winner)
      throw error
    }
  },
  async (previous, { container }) => {
    if (!previous) return
    const reviews = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
    if (previous.created) await reviews.deleteReviews([previous.id])
    else if (previous.before) await reviews.updateReviews({ id: previous.id, ...previous.before })
  }
)
