import { useQuery } from '@tanstack/react-query'
import { companyInviteCheckSchema, userCompanySchema, type CompanyInviteCheck, type UserCompany } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { companyKeys } from '@/lib/query-keys'
import { COMPANY_URL, useCompanyMutation } from './get-user-company'

/**
 * POST /api/company-invites/check { token } (no sign-in needed): who invited which address to which
 * company. 404 (COMPANY_MESSAGES.inviteInvalid) when the link is not one, was cancelled or has expired.
 */
export async function checkCompanyInvite(token: string): Promise<CompanyInviteCheck> {
  const response = await apiRequest('POST', '/api/company-invites/check', { token })
  return companyInviteCheckSchema.parse(await response.json())
}

/** The invitation of a link, checked once as its page opens (never retried: a refusal is the answer). */
export function useCompanyInviteCheck(token: string | null) {
  return useQuery({
    queryKey: companyKeys.invite(token ?? ''),
    queryFn: () => checkCompanyInvite(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  })
}

/**
 * POST /api/user/company/join { token }: the company the customer now belongs to. 404 inviteInvalid,
 * 403 inviteOtherEmail (the account's e-mail is not the invited one), 409 alreadyMember (COMPANY_MESSAGES).
 */
export async function joinCompany(token: string): Promise<UserCompany> {
  const response = await apiRequest('POST', `${COMPANY_URL}/join`, { token })
  return userCompanySchema.parse(await response.json())
}

/** Joining shares the company's orders, quotes and addresses: they are read again. */
export const useJoinCompany = () => useCompanyMutation(joinCompany, { sharing: true })
