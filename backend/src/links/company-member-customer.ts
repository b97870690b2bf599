import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import CompaniesModule from "../modules/companies"

/** The Medusa customer a company member is; read-only: the member keeps the id itself. */
export default defineLink({ linkable: CompaniesModule.linkable.companyMember, field: "customer_id" }, CustomerModule.linkable.customer, {
  readOnly: true,
})
