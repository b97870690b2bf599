import { model } from "@medusajs/framework/utils"

/**
 * One checkout of one customer (the storefront's sessionId), and the order it placed. A repeated
 * submission of the same checkout finds its order here instead of placing a second one.
 */
const CheckoutSubmission = model.define("checkout_submission", {
  /** `<customer id>:<sessionId>` */
  id: model.text().primaryKey(),
  customer_id: model.text().index("IDX_checkout_submission_customer_id"),
  order_id: model.text(),
})

export default CheckoutSubmission
