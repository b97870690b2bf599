import { companyInviteSchema, deletedSchema, type CompanyInvite, type CompanyInviteBody } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { COMPANY_URL, useCompanyMutation } from './get-user-company'

const INVITES_URL = `${COMPANY_URL}/invites`

/**
 * POST /api/user/company/invites { email } (admins): 201 with the invitation, e-mailed to the
 * address. 400 names the field; 409 (COMPANY_MESSAGES.alreadyInvited, tooMany) when it cannot be sent.
 */
export async function inviteColleague(body: CompanyInviteBody): Promise<CompanyInvite> {
  const response = await apiRequest('POST', INVITES_URL, body)
  return companyInviteSchema.parse(await response.json())
}

/** DELETE /api/user/company/invites/{id} (admins): its link stops working. */
export async function cancelInvite(id: string): Promise<string> {
  const response = await apiRequest('DELETE', `${INVITES_URL}/${encodeURIComponent(id)}`)
  const answer = deletedSchema.safeParse(await response.json().catch(() => null))
  return answer.success ? answer.data.id : id
}

/** Invites a colleague and lists the invitation at once. */
export const useInviteColleague = () =>
  useCompanyMutation(inviteColleague, {
    onAnswer: (invite, known) =>
      known?.company
        ? { ...known, company: { ...known.company, invites: [...known.company.invites.filter(({ id }) => id !== invite.id), invite] } }
        : undefined,
  })

/** Cancels an invitation and takes it off the list at once. */
export const useCancelInvite = () =>
  useCompanyMutation(cancelInvite, {
    onAnswer: (id, known) =>
      known?.company
        ? { ...known, company: { ...known.company, invites: known.company.invites.filter((invite) => invite.id !== id) } }
        : undefined,
  })
