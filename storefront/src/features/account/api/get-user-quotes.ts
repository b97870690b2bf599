import { queryOptions, useQuery } from '@tanstack/react-query'
import { quoteListSchema, type Quote } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import { quoteKeys } from '@/lib/query-keys'

/** GET /api/user/quotes: the signed-in customer's quotes, newest first. A 401 reads as none; other failures throw (the tab offers to try again). */
export async function getUserQuotes(): Promise<Quote[]> {
  const quotes = quoteListSchema.parse((await getJson<unknown>('/api/user/quotes')) ?? [])
  return [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Asked only when signed in, never retried, and fetched again whenever the tab opens: staff price and answer at any time. */
export const userQuotesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: quoteKeys.list({ scope: 'mine' }),
    queryFn: getUserQuotes,
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  })

export function useUserQuotes() {
  const token = useAuthToken()
  return useQuery(userQuotesQueryOptions(token))
}
