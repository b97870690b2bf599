import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { AdminQuotePage, QuoteStatus } from "@printshop/contract"
import { shopApi } from "../lib/shop-api"
import { shopKeys } from "../lib/shop-queries"

export const QUOTE_PAGE_SIZE = 20

/**
 * GET /admin/quotes?status=&limit=&offset= (Medusa's admin API, signed in by the dashboard's
 * session cookie): quotes newest first, with how many wait for prices. The same page as the shop's
 * GET /api/admin/quotes; staff price them in the shop's /admin.
 */
export function useQuotes(params: { status?: QuoteStatus; limit: number; offset: number }) {
  return useQuery({
    queryKey: shopKeys.quotes.list(params),
    queryFn: ({ signal }) => shopApi<AdminQuotePage>("/admin/quotes", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}
