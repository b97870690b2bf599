import { MedusaService } from "@medusajs/framework/utils"
import TaxExemption from "./models/tax-exemption"

class TaxExemptionsModuleService extends MedusaService({ TaxExemption }) {}

export default TaxExemptionsModuleService
