import { Module } from "@medusajs/framework/utils"
import SessionsModuleService from "./service"

export const SESSIONS_MODULE = "sessions"

export default Module(SESSIONS_MODULE, {
  service: SessionsModuleService,
})
