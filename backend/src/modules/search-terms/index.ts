import { Module } from "@medusajs/framework/utils"
import SearchTermsModuleService from "./service"

export const SEARCH_TERMS_MODULE = "searchTerms"

export default Module(SEARCH_TERMS_MODULE, {
  service: SearchTermsModuleService,
})
