import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import QuotesModule from "../modules/quotes"

/** The order an accepted quote placed. */
export default defineLink({ linkable: QuotesModule.linkable.quote, field: "order_id" }, OrderModule.linkable.order, {
  readOnly: true,
})
