import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import CheckoutSubmissionsModule from "../modules/checkout-submissions"

/** The customer whose checkout it was. */
export default defineLink(
  { linkable: CheckoutSubmissionsModule.linkable.checkoutSubmission, field: "customer_id" },
  CustomerModule.linkable.customer,
  { readOnly: true }
)
