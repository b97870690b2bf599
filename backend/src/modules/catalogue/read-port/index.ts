import { Module } from "@medusajs/framework/utils"
import CatalogueReadPortService from "./service"

export const CATALOGUE_READ_PORT_MODULE = "catalogueReadPort"

export default Module(CATALOGUE_READ_PORT_MODULE, {
  service: CatalogueReadPortService,
})
