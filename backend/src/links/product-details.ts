import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogueModule from "../modules/catalogue"

export default defineLink(ProductModule.linkable.product, {
  linkable: CatalogueModule.linkable.productDetails,
  deleteCascade: true,
})
