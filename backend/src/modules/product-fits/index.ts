import { Module } from "@medusajs/framework/utils"
import ProductFitsModuleService from "./service"

export const PRODUCT_FITS_MODULE = "productFits"

export default Module(PRODUCT_FITS_MODULE, {
  service: ProductFitsModuleService,
})
