import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { CompanyBody, CompanyRole, PaymentTerms } from "@printshop/contract"
import { type CompanyRecord, type MemberRecord, companiesService, inviteExpiry } from "../../../lib/companies/companies"
import { medusaProvince } from "../../../lib/orders/order-view"

/** A company's stored fields from the form's. */
export const companyFieldsOf = (body: CompanyBody) => ({
  name: body.name,
  tax_id: body.taxId || null,
  phone: body.phone,
  address_1: body.billingAddress.address,
  address_2: body.billingAddress.address2 || null,
  city: body.billingAddress.city,
  province: medusaProvince(body.billingAddress.state),
  postal_code: body.billingAddress.zipCode,
  country_code: body.billingAddress.country.toLowerCase(),
})

/** The name of a company's customer group in Medusa: unique, as Medusa wants group names. */
export const customerGroupName = (company: { id: string; name: string }) => `${company.name} (company ${company.id})`

/** A new company with the customer as its first admin; compensation deletes it. */
export const createCompanyStep = createStep(
  "create-company",
  async (input: { customerId: string; body: CompanyBody }, { container }) => {
    const service = companiesService(container)
    const company = await service.createCompanies(companyFieldsOf(input.body))
    try {
      await service.createCompanyMembers({ company_id: company.id, customer_id: input.customerId, role: "admin" })
    } catch (error) {
      await service.deleteCompanies(company.id)
      throw error
    }
    return new StepResponse({ id: company.id, name: company.name }, company.id)
  },
  async (id, { container }) => {
    if (id) await companiesService(container).deleteCompanies(id)
  }
)

/** Keeps the company's Medusa customer group on it. */
export const setCompanyGroupStep = createStep("set-company-group", async (input: { companyId: string; groupId: string }, { container }) => {
  await companiesService(container).updateCompanies({ id: input.companyId, customer_group_id: input.groupId })
  return new StepResponse(input)
})

/** New details of a company; compensation puts the old ones back. */
export const updateCompanyStep = createStep(
  "update-company",
  async (input: { companyId: string; body: CompanyBody }, { container }) => {
    const service = companiesService(container)
    const before = (await service.retrieveCompany(input.companyId)) as unknown as CompanyRecord
    const company = await service.updateCompanies({ id: input.companyId, ...companyFieldsOf(input.body) })
    const { name, tax_id, phone, address_1, address_2, city, province, postal_code, country_code } = before
    return new StepResponse(
      { id: company.id, name: company.name, customerGroupId: before.customer_group_id },
      { id: before.id, name, tax_id, phone, address_1, address_2, city, province, postal_code, country_code }
    )
  },
  async (before, { container }) => {
    if (before) await companiesService(container).updateCompanies(before)
  }
)

/** An invitation to a colleague's address; compensation deletes it. */
export const createInviteStep = createStep(
  "create-company-invite",
  async (input: { companyId: string; email: string; invitedById: string; invitedByName: string }, { container }) => {
    const invite = await companiesService(container).createCompanyInvites({
      company_id: input.companyId,
      email: input.email,
      invited_by_id: input.invitedById,
      invited_by_name: input.invitedByName,
      expires_at: inviteExpiry(),
    })
    return new StepResponse({ id: invite.id }, invite.id)
  },
  async (id, { container }) => {
    if (id) await companiesService(container).deleteCompanyInvites(id)
  }
)

/** An invitation used or cancelled. */
export const deleteInviteStep = createStep("delete-company-invite", async (input: { inviteId: string }, { container }) => {
  await companiesService(container).deleteCompanyInvites(input.inviteId)
  return new StepResponse(input)
})

/** A customer joins a company; compensation takes them out again. */
export const addMemberStep = createStep(
  "add-company-member",
  async (input: { companyId: string; customerId: string; role: CompanyRole }, { container }) => {
    const member = await companiesService(container).createCompanyMembers({ company_id: input.companyId, customer_id: input.customerId, role: input.role })
    return new StepResponse({ id: member.id }, member.id)
  },
  async (id, { container }) => {
    if (id) await companiesService(container).deleteCompanyMembers(id)
  }
)

/** A member leaves or is removed; compensation puts them back with their role. */
export const removeMemberStep = createStep(
  "remove-company-member",
  async (input: { member: MemberRecord; companyId: string }, { container }) => {
    await companiesService(container).deleteCompanyMembers(input.member.id)
    return new StepResponse(input, input)
  },
  async (input, { container }) => {
    if (input) await companiesService(container).createCompanyMembers({ company_id: input.companyId, customer_id: input.member.customer_id, role: input.member.role })
  }
)

/** A member's new role; compensation gives back the old one. */
export const setMemberRoleStep = createStep(
  "set-company-member-role",
  async (input: { memberId: string; role: CompanyRole; previous: CompanyRole }, { container }) => {
    await companiesService(container).updateCompanyMembers({ id: input.memberId, role: input.role })
    return new StepResponse(input, input)
  },
  async (input, { container }) => {
    if (input) await companiesService(container).updateCompanyMembers({ id: input.memberId, role: input.previous })
  }
)

/** A company whose last member left: it goes with its invitations. */
export const deleteCompanyStep = createStep("delete-company", async (input: { companyId: string }, { container }) => {
  await companiesService(container).deleteCompanies(input.companyId)
  return new StepResponse(input)
})

/** The payment terms staff give a company (or take away); compensation gives back the old ones. */
export const setCompanyTermsStep = createStep(
  "set-company-terms",
  async (input: { companyId: string; paymentTerms: PaymentTerms | null }, { container }) => {
    const service = companiesService(container)
    const before = (await service.retrieveCompany(input.companyId)) as unknown as CompanyRecord
    await service.updateCompanies({ id: input.companyId, payment_terms: input.paymentTerms })
    return new StepResponse(input, { id: input.companyId, payment_terms: before.payment_terms })
  },
  async (before, { container }) => {
    if (before) await companiesService(container).updateCompanies(before)
  }
)
