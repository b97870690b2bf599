import { model } from "@medusajs/framework/utils"

/** A customer's review of a product: 1-5 stars and a comment. */
const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text().index("IDX_review_product_id"),
    customer_id: model.text().nullable(),
    customer_name: model.text(),
    customer_title: model.text().nullable(),
    rating: model.number(),
    comment: model.text(),
  })
  .checks([
    {
      name: "CHK_review_rating_range",
      expression: (columns) => `${columns.rating} >= 1 AND ${columns.rating} <= 5`,
    },
  ])

export default Review
