import { z } from "zod"
import { pageAnswerFields, pageQueryFields } from "./admin"
import { MAX_NAME, emailAddress, phoneNumber, requiredText } from "./fields"
import { PAYMENT_TERMS, addressSchema } from "./orders"

/**
 * Company accounts (docs/api.md, "Companies"): a customer turns their account into a company's,
 * invites colleagues by e-mail, and the company's members see its orders, quotes and saved
 * addresses. Admins of the company invite and remove members.
 */

export const COMPANY_ROLES = ["admin", "member"] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { admin: "Admin", member: "Member" }

/** How long an invitation's link works. */
export const COMPANY_INVITE_DAYS = 14
/** The most members (and open invitations) a company has. */
export const MAX_COMPANY_MEMBERS = 50
export const MAX_TAX_ID = 30

export const COMPANY_MESSAGES = {
  created: "Your company account is ready. Invite your colleagues below.",
  updated: "Company details saved.",
  invited: "Invitation sent.",
  joined: "You have joined the company.",
  removed: "Member removed.",
  left: "You have left the company.",
  alreadyMember: "Your account already belongs to a company.",
  alreadyInvited: "That address already has an invitation or is a member.",
  notMember: "Your account does not belong to a company.",
  adminsOnly: "Only the company's admins can do that.",
  lastAdmin: "A company needs at least one admin: make another member an admin first.",
  tooMany: `A company can have at most ${MAX_COMPANY_MEMBERS} members and invitations.`,
  inviteInvalid: "This invitation link is invalid or has expired. Ask your colleague for a new one.",
  inviteOtherEmail: "This invitation is for another e-mail address. Sign in with the address it was sent to.",
  memberNotFound: "Member not found.",
  inviteNotFound: "Invitation not found.",
  notFound: "Company not found.",
} as const

/** An EIN (12-3456789) or another tax ID: letters, digits, dashes and spaces. */
const taxId = z
  .string()
  .trim()
  .max(MAX_TAX_ID, `Must be at most ${MAX_TAX_ID} characters`)
  .regex(/^[A-Za-z0-9\- ]*$/, "Tax ID may hold letters, digits and dashes only")
  .transform((value) => value.toUpperCase())

/** The company's billing address: a US address without a person's name. */
export const companyAddressSchema = addressSchema.omit({ firstName: true, lastName: true })
export type CompanyAddress = z.output<typeof companyAddressSchema>

/** POST /api/user/company (the customer becomes its first admin) and PUT /api/user/company (admins). */
export const companyBodySchema = z
  .object({
    name: requiredText("Company name is required", { min: 2, max: MAX_NAME }),
    taxId: taxId.optional(),
    phone: phoneNumber("Please enter a valid phone number"),
    billingAddress: companyAddressSchema.strict(),
  })
  .strict()
export type CompanyBody = z.output<typeof companyBodySchema>
export type CompanyPayload = z.input<typeof companyBodySchema>

/** POST /api/user/company/invites. */
export const companyInviteBodySchema = z.object({ email: emailAddress() }).strict()
export type CompanyInviteBody = z.output<typeof companyInviteBodySchema>

/** POST /api/company-invites/check and POST /api/user/company/join: the invitation link's token. */
export const companyInviteTokenBodySchema = z.object({ token: z.string({ error: "Token is required" }).trim().min(1, "Token is required").max(500) }).strict()

/** PUT /api/user/company/members/{customerId}: an admin changes a member's role. */
export const companyMemberBodySchema = z.object({ role: z.enum(COMPANY_ROLES, { error: "Role must be admin or member" }) }).strict()

export const companyMemberSchema = z.object({
  /** The member's customer id. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joinedAt: z.string(),
})
export type CompanyMember = z.output<typeof companyMemberSchema>

export const companyInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type CompanyInvite = z.output<typeof companyInviteSchema>

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  taxId: z.string().nullable(),
  phone: z.string(),
  billingAddress: z.object({
    address: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  /** The payment terms staff gave the company (its members may pay by invoice), or null. */
  paymentTerms: z.enum(PAYMENT_TERMS).nullable(),
  members: z.array(companyMemberSchema),
  /** Open invitations (admins only; empty for members). */
  invites: z.array(companyInviteSchema),
  createdAt: z.string(),
})
export type Company = z.output<typeof companySchema>

/** GET /api/user/company: the signed-in customer's company and their role in it, or `company: null`. */
export const userCompanySchema = z.object({ company: companySchema.nullable(), role: z.enum(COMPANY_ROLES).nullable() })
export type UserCompany = z.output<typeof userCompanySchema>

/** POST /api/company-invites/check: what the invitation's page shows before joining. */
export const companyInviteCheckSchema = z.object({ companyName: z.string(), email: z.string(), invitedBy: z.string() })
export type CompanyInviteCheck = z.output<typeof companyInviteCheckSchema>

/** A company as staff see it (GET /api/admin/companies, /api/admin/companies/{id}). */
export const adminCompanySchema = companySchema.extend({
  /** Medusa's customer group of the company's members. */
  customerGroupId: z.string().nullable(),
  orderCount: z.number().int(),
  /** Its members' invoices on terms that are past due and unpaid. */
  overdueCount: z.number().int(),
})
export type AdminCompany = z.output<typeof adminCompanySchema>
export const adminCompanyPageSchema = z.object({ companies: z.array(adminCompanySchema), ...pageAnswerFields })
export type AdminCompanyPage = z.output<typeof adminCompanyPageSchema>

/** PUT /api/admin/companies/{id}/terms: staff give a company payment terms, or take them away (null). */
export const companyTermsBodySchema = z.object({ paymentTerms: z.enum(PAYMENT_TERMS, { error: "Terms must be net15, net30, net60 or null" }).nullable() }).strict()

/** GET /api/admin/companies. `search` matches the name, tax ID or a member's e-mail. */
export const listCompaniesQuerySchema = z.object({ search: z.string().trim().max(200).optional(), ...pageQueryFields }).strict()
