import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import ExemptionTaxProvider from "./service"

export default ModuleProvider(Modules.TAX, { services: [ExemptionTaxProvider] })
