import { model } from "@medusajs/framework/utils"

/**
 * A review of a product: 1-5 stars and a comment. A customer has at most one per product (a
 * second submission updates it); staff can hide a review, which takes it out of the product's
 * rating and list. `customer_title` is set by the shop ('Verified Buyer' when the customer has
 * ordered the product), never by the reviewer.
 */
const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text().index("IDX_review_product_id"),
    customer_id: model.text().nullable(),
    customer_name: model.text(),
    customer_title: model.text().nullable(),
    rating: model.number(),
    comment: model.text(),
    hidden: model.boolean().default(false),
  })
  .indexes([
    {
      name: "IDX_review_product_customer_unique",
      on: ["product_id", "customer_id"],
      unique: true,
      where: "customer_id IS NOT NULL AND deleted_at IS NULL",
    },
  ])
  .checks([
    {
      name: "CHK_review_rating_range",
      expression: (columns) => `${columns.rating} >= 1 AND ${columns.rating} <= 5`,
    },
  ])

export default Review
