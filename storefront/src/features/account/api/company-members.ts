import { userCompanySchema, type CompanyRole, type UserCompany } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { COMPANY_URL, useCompanyMutation } from './get-user-company'

const memberUrl = (customerId: string) => `${COMPANY_URL}/members/${encodeURIComponent(customerId)}`

/** PUT /api/user/company/members/{customerId} { role } (admins): the company; 409 (COMPANY_MESSAGES.lastAdmin) for its last admin. */
export async function changeMemberRole({ customerId, role }: { customerId: string; role: CompanyRole }): Promise<UserCompany> {
  const response = await apiRequest('PUT', memberUrl(customerId), { role })
  return userCompanySchema.parse(await response.json())
}

/**
 * DELETE /api/user/company/members/{customerId}: an admin removes a member, or anyone removes
 * themself (leaves: the answer is then `{ company: null, role: null }`). 409 (COMPANY_MESSAGES.lastAdmin)
 * when the company's last admin would go.
 */
export async function removeMember(customerId: string): Promise<UserCompany> {
  const response = await apiRequest('DELETE', memberUrl(customerId))
  return userCompanySchema.parse(await response.json())
}

export const useChangeMemberRole = () => useCompanyMutation(changeMemberRole)
/** Removing a member, or leaving: the orders, quotes and addresses shared with them are read again. */
export const useRemoveMember = () => useCompanyMutation(removeMember, { sharing: true })
