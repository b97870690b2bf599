import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  type AdminCompany,
  COMPANY_INVITE_DAYS,
  type Company,
  type CompanyRole,
  type PaymentTerms,
  type UserCompany,
  isInvoiceOverdue,
  todayUtc,
} from "@printshop/contract"
import { INVOICE_FIELDS, type InvoiceOrder, invoiceTermsOf } from "../orders/invoice-terms"
import { COMPANIES_MODULE } from "../../modules/companies"
import type CompaniesModuleService from "../../modules/companies/service"
import { nameOf } from "../accounts/customers"
import { containing } from "../database/like"
import { stateOfProvince } from "../orders/order-view"
import { storefrontUrl } from "../shop-urls"
import { inviteIdOf, inviteToken } from "./invite-tokens"

/** A company as the companies module keeps it, with its members and invitations. */
export type CompanyRecord = {
  id: string
  name: string
  tax_id: string | null
  phone: string
  address_1: string
  address_2: string | null
  city: string
  province: string
  postal_code: string
  country_code: string
  customer_group_id: string | null
  payment_terms: PaymentTerms | null
  created_at: Date | string
  members?: MemberRecord[] | null
  invites?: InviteRecord[] | null
}
export type MemberRecord = { id: string; customer_id: string; role: CompanyRole; created_at: Date | string; company_id?: string; company?: { id: string } }
export type InviteRecord = {
  id: string
  email: string
  invited_by_id: string
  invited_by_name: string
  expires_at: Date | string
  created_at: Date | string
  company_id?: string
  company?: CompanyRecord
}

const iso = (value: Date | string) => new Date(value).toISOString()

export const companiesService = (container: MedusaContainer) => container.resolve<CompaniesModuleService>(COMPANIES_MODULE)

/** When an invitation made now stops working. */
export const inviteExpiry = (from = new Date()) => new Date(from.getTime() + COMPANY_INVITE_DAYS * 24 * 60 * 60 * 1000)

export const inviteIsOpen = (invite: Pick<InviteRecord, "expires_at">, now = new Date()) => new Date(invite.expires_at).getTime() > now.getTime()

/** The link an invitation's e-mail carries. */
export const jwtSecretOf = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.jwtSecret as string

/** The link an invitation's e-mail carries. */
export const inviteLink = (container: MedusaContainer, inviteId: string) =>
  `${storefrontUrl()}/company/join?token=${encodeURIComponent(inviteToken(inviteId, jwtSecretOf(container)))}`

/**
 * Runs a change to a company's members or invitations one at a time across processes, so that
 * checks such as "the last admin" and "at most 50" hold when two requests come at once.
 */
export const withCompanyLock = <T>(container: MedusaContainer, companyId: string, change: () => Promise<T>) =>
  container.resolve(Modules.LOCKING).execute(`company:${companyId}`, change, { timeout: 30 })

/** An invitation by id with its company (and the company's members), or null. */
export async function findInvite(container: MedusaContainer, id: string): Promise<(InviteRecord & { company: CompanyRecord }) | null> {
  const [invite] = await companiesService(container).listCompanyInvites({ id }, { relations: ["company", "company.members"], take: 1 })
  return (invite as unknown as (InviteRecord & { company: CompanyRecord }) | undefined) ?? null
}

const RELATIONS = ["members", "invites"]

/** One company by id with its members and invitations, or null. */
export async function findCompany(container: MedusaContainer, id: string): Promise<CompanyRecord | null> {
  const [company] = await companiesService(container).listCompanies({ id }, { relations: RELATIONS, take: 1 })
  return (company as unknown as CompanyRecord | undefined) ?? null
}

/** The customer's place in a company (their membership and the company), or null. */
export async function membershipOf(container: MedusaContainer, customerId: string): Promise<{ member: MemberRecord; company: CompanyRecord } | null> {
  const [member] = await companiesService(container).listCompanyMembers({ customer_id: customerId }, { take: 1 })
  if (!member) return null
  const company = await findCompany(container, (member as unknown as { company_id: string }).company_id)
  return company ? { member: member as unknown as MemberRecord, company } : null
}

/**
 * The customers whose orders, quotes and addresses the customer sees: their company's members,
 * or the customer alone.
 */
export async function colleaguesOf(container: MedusaContainer, customerId: string): Promise<string[]> {
  const membership = await membershipOf(container, customerId)
  if (!membership) return [customerId]
  const ids = (membership.company.members ?? []).map((member) => member.customer_id)
  return ids.includes(customerId) ? ids : [customerId, ...ids]
}

type CustomerRow = { id: string; email: string; first_name: string | null; last_name: string | null }

async function customersById(container: MedusaContainer, ids: string[]): Promise<Map<string, CustomerRow>> {
  if (!ids.length) return new Map()
  const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ id: ids }, { select: ["id", "email", "first_name", "last_name"], take: ids.length })
  return new Map((customers as CustomerRow[]).map((customer) => [customer.id, customer]))
}

/**
 * Staff's page of companies, newest first; `search` matches the name, the tax ID or a part of a
 * member's e-mail.
 */
export async function listCompaniesPage(container: MedusaContainer, params: { search?: string; limit: number; offset: number }) {
  const search = params.search?.trim()
  let filters: Record<string, unknown> = {}
  if (search) {
    const pattern = containing(search)
    const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ email: { $ilike: pattern } }, { select: ["id"], take: 500 })
    const members = customers.length
      ? await companiesService(container).listCompanyMembers({ customer_id: customers.map((customer) => customer.id) }, { select: ["id", "company_id"], take: 500 })
      : []
    const companyIds = (members as unknown as Array<{ company_id: string }>).map((member) => member.company_id)
    filters = { $or: [{ name: { $ilike: pattern } }, { tax_id: { $ilike: pattern } }, ...(companyIds.length ? [{ id: companyIds }] : [])] }
  }
  const [records, count] = await companiesService(container).listAndCountCompanies(filters, {
    relations: RELATIONS,
    order: { created_at: "DESC" },
    take: params.limit,
    skip: params.offset,
  })
  return { companies: await toAdminCompanyViews(container, records as unknown as CompanyRecord[]), count, limit: params.limit, offset: params.offset }
}

/** An invitation as the company's admins see it. */
export const toInviteView = (invite: InviteRecord) => ({
  id: invite.id,
  email: invite.email,
  invitedBy: invite.invited_by_name,
  createdAt: iso(invite.created_at),
  expiresAt: iso(invite.expires_at),
})

/** A company as its members see it; the invitations only for its admins. */
export async function toCompanyView(container: MedusaContainer, record: CompanyRecord, options: { withInvites: boolean }): Promise<Company> {
  return companyViewOf(record, await customersById(container, memberIdsOf([record])), options)
}

const memberIdsOf = (records: CompanyRecord[]) => records.flatMap((record) => (record.members ?? []).map((member) => member.customer_id))

/** A company with its members' customers already read. */
function companyViewOf(record: CompanyRecord, customers: Map<string, CustomerRow>, options: { withInvites: boolean }): Company {
  const members = [...(record.members ?? [])].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
  const now = new Date()
  return {
    id: record.id,
    name: record.name,
    taxId: record.tax_id,
    phone: record.phone,
    billingAddress: {
      address: record.address_1,
      address2: record.address_2,
      city: record.city,
      state: stateOfProvince(record.province),
      zipCode: record.postal_code,
      country: record.country_code.toUpperCase(),
    },
    paymentTerms: record.payment_terms ?? null,
    members: members.flatMap((member) => {
      const customer = customers.get(member.customer_id)
      return customer ? [{ id: customer.id, name: nameOf(customer), email: customer.email, role: member.role, joinedAt: iso(member.created_at) }] : []
    }),
    invites: options.withInvites
      ? [...(record.invites ?? [])]
          .filter((invite) => inviteIsOpen(invite, now))
          .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
          .map(toInviteView)
      : [],
    createdAt: iso(record.created_at),
  }
}

/** GET /api/user/company's answer for a customer. */
export async function userCompanyOf(container: MedusaContainer, customerId: string): Promise<UserCompany> {
  const membership = await membershipOf(container, customerId)
  if (!membership) return { company: null, role: null }
  const { member, company } = membership
  return { company: await toCompanyView(container, company, { withInvites: member.role === "admin" }), role: member.role }
}

/**
 * Companies as staff see them: with Medusa's customer group, how many orders their members placed
 * and how many of those are invoices past due.
 */
export async function toAdminCompanyViews(container: MedusaContainer, records: CompanyRecord[]): Promise<AdminCompany[]> {
  // One read of the members' customers and one of their orders for the whole page.
  const memberIds = memberIdsOf(records)
  const customers = await customersById(container, memberIds)
  const counts = new Map<string, number>()
  const overdue = new Map<string, number>()
  if (memberIds.length) {
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "order", fields: [...INVOICE_FIELDS, "customer_id"], filters: { customer_id: memberIds } })
    const today = todayUtc()
    for (const order of data as unknown as Array<InvoiceOrder & { customer_id: string | null }>) {
      if (!order.customer_id) continue
      counts.set(order.customer_id, (counts.get(order.customer_id) ?? 0) + 1)
      if (isInvoiceOverdue(invoiceTermsOf(order), today)) overdue.set(order.customer_id, (overdue.get(order.customer_id) ?? 0) + 1)
    }
  }
  const sum = (record: CompanyRecord, of: Map<string, number>) => (record.members ?? []).reduce((total, member) => total + (of.get(member.customer_id) ?? 0), 0)
  return records.map((record) => ({
    ...companyViewOf(record, customers, { withInvites: true }),
    customerGroupId: record.customer_group_id,
    orderCount: sum(record, counts),
    overdueCount: sum(record, overdue),
  }))
}

/** The open invitation a link's token names, with its company, or null (unsigned, used, cancelled or expired). */
export async function openInviteOf(container: MedusaContainer, token: string) {
  const id = inviteIdOf(token, jwtSecretOf(container))
  const invite = id ? await findInvite(container, id) : null
  return invite && inviteIsOpen(invite) ? invite : null
}
