import { MedusaService } from "@medusajs/framework/utils"
import Inquiry from "./models/inquiry"

class InquiriesModuleService extends MedusaService({ Inquiry }) {}

export default InquiriesModuleService
