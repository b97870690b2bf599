import { Module } from "@medusajs/framework/utils"
import CheckoutSubmissionsModuleService from "./service"

export const CHECKOUT_SUBMISSIONS_MODULE = "checkoutSubmissions"

export default Module(CHECKOUT_SUBMISSIONS_MODULE, {
  service: CheckoutSubmissionsModuleService,
})
