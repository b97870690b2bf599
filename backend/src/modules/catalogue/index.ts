import { Module } from "@medusajs/framework/utils"
import CatalogueModuleService from "./service"

export const CATALOGUE_MODULE = "catalogue"

export default Module(CATALOGUE_MODULE, {
  service: CatalogueModuleService,
})
