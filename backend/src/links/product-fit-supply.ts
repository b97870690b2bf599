import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ProductFitsModule from "../modules/product-fits"

/** The Medusa product that is the supply or accessory (Query's `supply`); read-only, as product-fit-product.ts. */
export default defineLink(
  { linkable: ProductFitsModule.linkable.productFit, field: "supply_id" },
  { linkable: ProductModule.linkable.product, alias: "supply" },
  { readOnly: true }
)
