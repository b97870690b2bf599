import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import InquiriesModule from "../modules/inquiries"

/** The customer who sent a form while signed in (none for visitors). */
export default defineLink({ linkable: InquiriesModule.linkable.inquiry, field: "customer_id" }, CustomerModule.linkable.customer, {
  readOnly: true,
})
