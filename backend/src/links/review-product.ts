import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ReviewsModule from "../modules/reviews"

/** A review is of one product (its `product_id`); read-only: the review keeps the id itself. */
export default defineLink({ linkable: ReviewsModule.linkable.review, field: "product_id" }, ProductModule.linkable.product, {
  readOnly: true,
})
