import { queryOptions, useQuery } from '@tanstack/react-query'
import { userCompanySchema, type UserCompany } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import { companyKeys } from '@/lib/query-keys'

/**
 * GET /api/user/company, as the checkout reads it: the customer's company (a PO number is for its
 * members) and its payment terms (with them its members may pay by invoice). Outside a company, or
 * signed out, `{ company: null, role: null }`. The account's Company tab reads the same under the
 * same key.
 */
export async function getCheckoutCompany(): Promise<UserCompany> {
  return userCompanySchema.parse((await getJson<unknown>('/api/user/company')) ?? { company: null, role: null })
}

/** Asked only when signed in and never retried: a checkout that cannot read it offers what everyone gets. */
export function useCheckoutCompany() {
  const token = useAuthToken()
  return useQuery(
    queryOptions({
      queryKey: companyKeys.mine(),
      queryFn: getCheckoutCompany,
      enabled: Boolean(token),
      retry: false,
      staleTime: 0,
    }),
  )
}
