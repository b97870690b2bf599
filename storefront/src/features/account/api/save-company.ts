import { userCompanySchema, type CompanyPayload, type UserCompany } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { COMPANY_URL, useCompanyMutation } from './get-user-company'

/**
 * POST /api/user/company: 201 with the new company, the customer its first admin. 400 names the
 * fields; 409 (COMPANY_MESSAGES.alreadyMember) when the account already belongs to one.
 */
export async function createCompany(body: CompanyPayload): Promise<UserCompany> {
  const response = await apiRequest('POST', COMPANY_URL, body)
  return userCompanySchema.parse(await response.json())
}

/** PUT /api/user/company (admins): the company with its new details; 400 names the fields, 403 for a member. */
export async function updateCompany(body: CompanyPayload): Promise<UserCompany> {
  const response = await apiRequest('PUT', COMPANY_URL, body)
  return userCompanySchema.parse(await response.json())
}

export const useCreateCompany = () => useCompanyMutation(createCompany)
export const useUpdateCompany = () => useCompanyMutation(updateCompany)
