import { model } from "@medusajs/framework/utils"

/**
 * A business buyer's company (docs/api.md, "Companies"): its details, its members (Medusa
 * customers) and the invitations out to colleagues. Its members are also in a Medusa customer
 * group of its own, so Medusa's price lists and promotions can target the company.
 */
const Company = model
  .define("company", {
    id: model.id({ prefix: "comp" }).primaryKey(),
    name: model.text().searchable(),
    /** An EIN or another tax ID, in capitals. */
    tax_id: model.text().nullable(),
    phone: model.text(),
    address_1: model.text(),
    address_2: model.text().nullable(),
    city: model.text(),
    /** The state's two-letter code. */
    province: model.text(),
    postal_code: model.text(),
    country_code: model.text().default("us"),
    /** The payment terms staff gave it: its members may pay by invoice (docs/api.md, "Net terms"). */
    payment_terms: model.enum(["net15", "net30", "net60"]).nullable(),
    /** Medusa's customer group holding the members. */
    customer_group_id: model.text().nullable(),
    members: model.hasMany((): typeof CompanyMember => CompanyMember, { mappedBy: "company" }),
    invites: model.hasMany((): typeof CompanyInvite => CompanyInvite, { mappedBy: "company" }),
  })
  .cascades({ delete: ["members", "invites"] })

/** A Medusa customer's place in a company: a customer belongs to one company at most. */
export const CompanyMember = model
  .define("company_member", {
    id: model.id({ prefix: "compm" }).primaryKey(),
    company: model.belongsTo(() => Company, { mappedBy: "members" }),
    customer_id: model.text(),
    role: model.enum(["admin", "member"]).default("member"),
  })
  .indexes([{ name: "IDX_company_member_customer_id", on: ["customer_id"], unique: true, where: "deleted_at IS NULL" }])

/**
 * An invitation e-mailed to a colleague. Its link carries the invitation's id and a signature of
 * it (lib/companies/invite-tokens.ts), so nothing secret is stored; joining deletes it.
 */
export const CompanyInvite = model
  .define("company_invite", {
    id: model.id({ prefix: "compi" }).primaryKey(),
    company: model.belongsTo(() => Company, { mappedBy: "invites" }),
    /** The address invited, lower-cased: only an account with it can join. */
    email: model.text(),
    /** The member who invited, and their name then. */
    invited_by_id: model.text(),
    invited_by_name: model.text(),
    expires_at: model.dateTime(),
  })
  .indexes([{ name: "IDX_company_invite_company_email", on: ["company_id", "email"], unique: true, where: "deleted_at IS NULL" }])

export default Company
