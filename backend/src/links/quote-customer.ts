import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import QuotesModule from "../modules/quotes"

/** The customer who asked for a quote; read-only: the quote keeps the id itself. */
export default defineLink({ linkable: QuotesModule.linkable.quote, field: "customer_id" }, CustomerModule.linkable.customer, {
  readOnly: true,
})
