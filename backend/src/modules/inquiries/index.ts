import { Module } from "@medusajs/framework/utils"
import InquiriesModuleService from "./service"

export const INQUIRIES_MODULE = "inquiries"

export default Module(INQUIRIES_MODULE, {
  service: InquiriesModuleService,
})
