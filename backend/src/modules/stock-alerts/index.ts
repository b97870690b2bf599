import { Module } from "@medusajs/framework/utils"
import StockAlertsModuleService from "./service"

export const STOCK_ALERTS_MODULE = "stockAlerts"

export default Module(STOCK_ALERTS_MODULE, {
  service: StockAlertsModuleService,
})
