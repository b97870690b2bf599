import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { searchTermPageSchema } from '@printshop/contract'
import { adminKeys, type AdminSearchTermListParams } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

export const SEARCH_TERM_PAGE_SIZE = 20

/** GET /api/admin/search-terms?noResults=true&limit=&offset=: the searches of the last 30 days that found nothing, most frequent first. */
export function getSearchTerms(params: AdminSearchTermListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/search-terms', params), searchTermPageSchema, signal)
}

export const searchTermsQueryOptions = (params: AdminSearchTermListParams) =>
  queryOptions({
    queryKey: adminKeys.searchTerms.list(params),
    queryFn: ({ signal }) => getSearchTerms(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useSearchTerms(params: AdminSearchTermListParams) {
  return useQuery(searchTermsQueryOptions(params))
}
