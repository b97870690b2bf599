import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ReviewsModule from "../modules/reviews"

/** The customer who wrote a review (none for the seeded ones). */
export default defineLink({ linkable: ReviewsModule.linkable.review, field: "customer_id" }, CustomerModule.linkable.customer, {
  readOnly: true,
})
