import { MedusaService } from "@medusajs/framework/utils"
import CheckoutSubmission from "./models/checkout-submission"

/** One record per submitted checkout and the order it placed: a repeated submission finds it. */
class CheckoutSubmissionsModuleService extends MedusaService({ CheckoutSubmission }) {}

export default CheckoutSubmissionsModuleService
