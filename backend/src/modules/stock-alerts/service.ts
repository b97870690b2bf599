import { MedusaService } from "@medusajs/framework/utils"
import StockAlert from "./models/stock-alert"

class StockAlertsModuleService extends MedusaService({ StockAlert }) {}

export default StockAlertsModuleService
