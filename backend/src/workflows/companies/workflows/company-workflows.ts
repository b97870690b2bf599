import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import {
  createCustomerGroupsWorkflow,
  deleteCustomerGroupsWorkflow,
  emitEventStep,
  linkCustomersToCustomerGroupWorkflow,
  updateCustomerGroupsWorkflow,
} from "@medusajs/medusa/core-flows"
import type { CompanyBody, CompanyRole, PaymentTerms } from "@printshop/contract"
import type { MemberRecord } from "../../../lib/companies/companies"
import { CompanyEvents } from "../events"
import {
  addMemberStep,
  createCompanyStep,
  createInviteStep,
  customerGroupName,
  deleteCompanyStep,
  deleteInviteStep,
  removeMemberStep,
  setCompanyGroupStep,
  setCompanyTermsStep,
  setMemberRoleStep,
  updateCompanyStep,
} from "../steps/company-steps"

/**
 * A customer makes their account a company's: the company, the customer as its first admin, and
 * a Medusa customer group of its own holding its members (for Medusa's price lists and promotions).
 */
export const createCompanyWorkflow = createWorkflow("create-company", (input: { customerId: string; body: CompanyBody }) => {
  const company = createCompanyStep(input)
  const groups = createCustomerGroupsWorkflow.runAsStep({
    input: transform({ company }, ({ company }) => ({ customersData: [{ name: customerGroupName(company), metadata: { company_id: company.id } }] })),
  })
  const groupId = transform({ groups }, ({ groups }) => groups[0].id)
  linkCustomersToCustomerGroupWorkflow.runAsStep({ input: transform({ groupId, input }, ({ groupId, input }) => ({ id: groupId, add: [input.customerId] })) })
  setCompanyGroupStep(transform({ company, groupId }, ({ company, groupId }) => ({ companyId: company.id, groupId })))
  return new WorkflowResponse(company)
})

/** A company's admin changes its details; its customer group is renamed with it. */
export const updateCompanyWorkflow = createWorkflow("update-company", (input: { companyId: string; body: CompanyBody }) => {
  const company = updateCompanyStep(input)
  when("company-has-group", { company }, ({ company }) => Boolean(company.customerGroupId)).then(() => {
    updateCustomerGroupsWorkflow.runAsStep({
      input: transform({ company }, ({ company }) => ({ selector: { id: company.customerGroupId as string }, update: { name: customerGroupName(company) } })),
    })
  })
  return new WorkflowResponse(company)
})

/** A member invites a colleague: the invitation is kept and e-mailed. */
export const inviteToCompanyWorkflow = createWorkflow(
  "invite-to-company",
  (input: { companyId: string; email: string; invitedById: string; invitedByName: string }) => {
    const invite = createInviteStep(input)
    emitEventStep({ eventName: CompanyEvents.INVITED, data: transform({ invite }, ({ invite }) => ({ id: invite.id })) })
    return new WorkflowResponse(invite)
  }
)

/** An invitation cancelled by an admin. */
export const cancelCompanyInviteWorkflow = createWorkflow("cancel-company-invite", (input: { inviteId: string }) => {
  return new WorkflowResponse(deleteInviteStep(input))
})

/** An invited colleague joins: a member of the company and of its customer group; the invitation is used up. */
export const joinCompanyWorkflow = createWorkflow(
  "join-company",
  (input: { inviteId: string; companyId: string; customerId: string; customerGroupId: string | null }) => {
    const member = addMemberStep(transform({ input }, ({ input }) => ({ companyId: input.companyId, customerId: input.customerId, role: "member" as CompanyRole })))
    deleteInviteStep(transform({ input }, ({ input }) => ({ inviteId: input.inviteId })))
    when("join-company-group", { input }, ({ input }) => Boolean(input.customerGroupId)).then(() => {
      linkCustomersToCustomerGroupWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ id: input.customerGroupId as string, add: [input.customerId] })),
      })
    })
    return new WorkflowResponse(member)
  }
)

/** A member leaves or an admin removes them: out of the company and its customer group. */
export const removeCompanyMemberWorkflow = createWorkflow(
  "remove-company-member",
  (input: { member: MemberRecord; companyId: string; customerGroupId: string | null }) => {
    removeMemberStep(transform({ input }, ({ input }) => ({ member: input.member, companyId: input.companyId })))
    when("leave-company-group", { input }, ({ input }) => Boolean(input.customerGroupId)).then(() => {
      linkCustomersToCustomerGroupWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ id: input.customerGroupId as string, remove: [input.member.customer_id] })),
      })
    })
    return new WorkflowResponse(input.member)
  }
)

/** An admin makes a member an admin, or an admin a member. */
export const setCompanyMemberRoleWorkflow = createWorkflow("set-company-member-role", (input: { memberId: string; role: CompanyRole; previous: CompanyRole }) => {
  return new WorkflowResponse(setMemberRoleStep(input))
})

/** The last member of a company leaves: the company, its invitations and its customer group go. */
export const dissolveCompanyWorkflow = createWorkflow("dissolve-company", (input: { companyId: string; customerGroupId: string | null }) => {
  deleteCompanyStep(transform({ input }, ({ input }) => ({ companyId: input.companyId })))
  when("delete-company-group", { input }, ({ input }) => Boolean(input.customerGroupId)).then(() => {
    deleteCustomerGroupsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ ids: [input.customerGroupId as string] })) })
  })
  return new WorkflowResponse(input)
})

/** Staff give a company payment terms, or take them away. */
export const setCompanyTermsWorkflow = createWorkflow("set-company-terms", (input: { companyId: string; paymentTerms: PaymentTerms | null }) => {
  return new WorkflowResponse(setCompanyTermsStep(input))
})
