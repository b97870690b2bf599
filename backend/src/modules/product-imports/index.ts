import { Module } from "@medusajs/framework/utils"
import ProductImportsModuleService from "./service"

export const PRODUCT_IMPORTS_MODULE = "productImports"

export default Module(PRODUCT_IMPORTS_MODULE, {
  service: ProductImportsModuleService,
})
