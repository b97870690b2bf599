import { MedusaService } from "@medusajs/framework/utils"
import RevokedToken from "./models/revoked-token"

class AccountsModuleService extends MedusaService({ RevokedToken }) {}

export default AccountsModuleService
