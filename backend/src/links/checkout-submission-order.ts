import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import CheckoutSubmissionsModule from "../modules/checkout-submissions"

/** The order a checkout placed. */
export default defineLink(
  { linkable: CheckoutSubmissionsModule.linkable.checkoutSubmission, field: "order_id" },
  OrderModule.linkable.order,
  { readOnly: true }
)
