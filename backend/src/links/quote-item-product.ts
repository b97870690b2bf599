import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import QuotesModule from "../modules/quotes"

/** A quote's line is of one product (its `product_id`). */
export default defineLink({ linkable: QuotesModule.linkable.quoteItem, field: "product_id" }, ProductModule.linkable.product, {
  readOnly: true,
})
