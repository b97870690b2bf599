import { MedusaService } from "@medusajs/framework/utils"
import Company, { CompanyInvite, CompanyMember } from "./models/company"

class CompaniesModuleService extends MedusaService({ Company, CompanyMember, CompanyInvite }) {}

export default CompaniesModuleService
