import { MedusaService } from "@medusajs/framework/utils"
import Inquiry, { InquiryReply } from "./models/inquiry"

class InquiriesModuleService extends MedusaService({ Inquiry, InquiryReply }) {}

export default InquiriesModuleService
