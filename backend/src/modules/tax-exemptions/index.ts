import { Module } from "@medusajs/framework/utils"
import TaxExemptionsModuleService from "./service"

export const TAX_EXEMPTIONS_MODULE = "taxExemptions"

export default Module(TAX_EXEMPTIONS_MODULE, {
  service: TaxExemptionsModuleService,
})
