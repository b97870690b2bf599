import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ProductFitsModule from "../modules/product-fits"

/** The Medusa product a supply or accessory fits; read-only: the fit keeps the id itself. */
export default defineLink({ linkable: ProductFitsModule.linkable.productFit, field: "product_id" }, ProductModule.linkable.product, {
  readOnly: true,
})
