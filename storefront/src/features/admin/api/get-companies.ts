import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminCompanyPageSchema, adminCompanySchema } from '@printshop/contract'
import { adminKeys, type AdminPage } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

/** Companies a page of the company table shows. */
export const COMPANY_PAGE_SIZE = 20

/** GET /api/admin/companies: `search` matches the name, the tax ID or a member's e-mail. */
export type AdminCompanyListParams = AdminPage & { search?: string }

/**
 * Under the staff scope, so they are dropped with the rest of the staff data when the session
 * ends; nothing outside /admin reads the staff's view of companies, so they need no place among
 * the shared keys.
 */
export const adminCompanyKeys = {
  all: [...adminKeys.all, 'companies'] as const,
  lists: () => [...adminCompanyKeys.all, 'list'] as const,
  list: (params: AdminCompanyListParams) => [...adminCompanyKeys.lists(), params] as const,
  detail: (id: string) => [...adminCompanyKeys.all, 'detail', id] as const,
}

/** GET /api/admin/companies?search=&limit=&offset=: newest first, one page and the total count. */
export function getCompanies(params: AdminCompanyListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/companies', params), adminCompanyPageSchema, signal)
}

/** Always fetched again when shown (customers join, invite and order at any time); the current page stays up while the next loads. */
export const companiesQueryOptions = (params: AdminCompanyListParams) =>
  queryOptions({
    queryKey: adminCompanyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useCompanies(params: AdminCompanyListParams) {
  return useQuery(companiesQueryOptions(params))
}

/** GET /api/admin/companies/{id}: one company with its members and open invitations (?company= opens it). */
export function useAdminCompany(id: string) {
  return useQuery({
    queryKey: adminCompanyKeys.detail(id),
    queryFn: ({ signal }) => adminGet(`/api/admin/companies/${encodeURIComponent(id)}`, adminCompanySchema, signal),
    staleTime: 0,
  })
}
