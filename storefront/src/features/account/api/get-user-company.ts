import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { userCompanySchema, type UserCompany } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import { addressKeys, companyKeys, orderKeys, quoteKeys } from '@/lib/query-keys'

export const COMPANY_URL = '/api/user/company'

/** What GET /api/user/company answers for a customer outside any company. */
export const NO_COMPANY: UserCompany = { company: null, role: null }

/**
 * GET /api/user/company: the signed-in customer's company and their role in it, or nulls. A 401
 * reads as none; other failures throw (the tab offers to try again).
 */
export async function getUserCompany(): Promise<UserCompany> {
  return userCompanySchema.parse((await getJson<unknown>(COMPANY_URL)) ?? NO_COMPANY)
}

/** Asked only when signed in, never retried, and fetched again whenever the tab opens: colleagues join and leave at any time. */
export const userCompanyQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: companyKeys.mine(),
    queryFn: getUserCompany,
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  })

export function useUserCompany() {
  const token = useAuthToken()
  return useQuery(userCompanyQueryOptions(token))
}

/**
 * A change of the customer's company: an answer with the whole company (`UserCompany`) is shown at
 * once, and the company is read again after any outcome (a refusal means it moved on). One that
 * changes who belongs to it (`sharing`: joining, leaving, removing a member) also reads the orders,
 * quotes and addresses again, which the members share.
 */
export function useCompanyMutation<TVariables, TAnswer>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  {
    sharing = false,
    onAnswer,
  }: { sharing?: boolean; onAnswer?: (answer: TAnswer, known: UserCompany | undefined) => UserCompany | undefined } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const known = queryClient.getQueryData<UserCompany>(companyKeys.mine())
      const next = onAnswer ? onAnswer(answer, known) : (answer as UserCompany)
      if (next) queryClient.setQueryData(companyKeys.mine(), next)
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.mine() }),
        ...(sharing ? [orderKeys.all, quoteKeys.all, addressKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })) : []),
      ]),
  })
}
