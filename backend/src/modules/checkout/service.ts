import { MedusaService } from "@medusajs/framework/utils"
import CheckoutSubmission from "./models/checkout-submission"

class CheckoutModuleService extends MedusaService({ CheckoutSubmission }) {}

export default CheckoutModuleService
