import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { AdminCompanyPage } from "@printshop/contract"
import { shopApi } from "../lib/shop-api"
import { type CompanyListParams, shopKeys } from "../lib/shop-queries"

export const COMPANY_PAGE_SIZE = 20

/**
 * GET /admin/companies?search=&limit=&offset= (Medusa's admin API, signed in by the dashboard's
 * session cookie): company accounts newest first, each with its members, open invitations, customer
 * group and order count. The same page as the shop's GET /api/admin/companies; `search` matches the
 * name, the tax ID or a member's e-mail.
 */
export function useCompanies(params: CompanyListParams) {
  return useQuery({
    queryKey: shopKeys.companies.list(params),
    queryFn: ({ signal }) => shopApi<AdminCompanyPage>("/admin/companies", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}
