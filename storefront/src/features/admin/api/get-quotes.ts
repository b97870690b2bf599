import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminQuotePageSchema, adminQuoteSchema, type QuoteStatus } from '@printshop/contract'
import { adminKeys, type AdminPage } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

/** Quotes a page of the quote table shows. */
export const QUOTE_PAGE_SIZE = 20

/** GET /api/admin/quotes: by status, a page at a time. */
export type AdminQuoteListParams = AdminPage & { status?: QuoteStatus }

/** The quotes tab as it opens: every status, first page (the tab's count reads it too). */
export const DEFAULT_QUOTE_PARAMS: AdminQuoteListParams = { limit: QUOTE_PAGE_SIZE, offset: 0 }

/**
 * Under the staff scope, so they are dropped with the rest of the staff data when the session
 * ends; nothing outside /admin reads the staff's view of quotes, so they need no place among the
 * shared keys.
 */
export const adminQuoteKeys = {
  all: [...adminKeys.all, 'quotes'] as const,
  lists: () => [...adminQuoteKeys.all, 'list'] as const,
  list: (params: AdminQuoteListParams) => [...adminQuoteKeys.lists(), params] as const,
  detail: (id: string) => [...adminQuoteKeys.all, 'detail', id] as const,
}

/** GET /api/admin/quotes?status=&limit=&offset=: newest first, with the count of quotes waiting for prices. */
export function getQuotes(params: AdminQuoteListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/quotes', params), adminQuotePageSchema, signal)
}

/** Always fetched again when shown (customers ask, accept and write at any time); the current page stays up while the next loads. */
export const quotesQueryOptions = (params: AdminQuoteListParams) =>
  queryOptions({
    queryKey: adminQuoteKeys.list(params),
    queryFn: ({ signal }) => getQuotes(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useQuotes(params: AdminQuoteListParams) {
  return useQuery(quotesQueryOptions(params))
}

/** Quotes nobody has priced yet, for the tab's badge. */
export function useRequestedQuoteCount(): number | undefined {
  return useQuery({ ...quotesQueryOptions(DEFAULT_QUOTE_PARAMS), select: (page) => page.requestedCount }).data
}

/** GET /api/admin/quotes/{id}: one quote with its customer, lines and messages (?quote= opens it). */
export function useAdminQuote(id: string) {
  return useQuery({
    queryKey: adminQuoteKeys.detail(id),
    queryFn: ({ signal }) => adminGet(`/api/admin/quotes/${encodeURIComponent(id)}`, adminQuoteSchema, signal),
    staleTime: 0,
  })
}
