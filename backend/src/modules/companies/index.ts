import { Module } from "@medusajs/framework/utils"
import CompaniesModuleService from "./service"

export const COMPANIES_MODULE = "companies"

export default Module(COMPANIES_MODULE, {
  service: CompaniesModuleService,
})
