import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminTaxExemptionPageSchema, adminTaxExemptionSchema, type TaxExemptionStatus } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { adminKeys, type AdminPage } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

/** Certificates a page of the certificate table shows. */
export const TAX_EXEMPTION_PAGE_SIZE = 20

/** GET /api/admin/tax-exemptions: by status (or one company's), a page at a time. */
export type AdminTaxExemptionListParams = AdminPage & { status?: TaxExemptionStatus; companyId?: string }

/** The certificate list as it opens: every status, first page (the Companies tab's count reads it too). */
export const DEFAULT_TAX_EXEMPTION_PARAMS: AdminTaxExemptionListParams = { limit: TAX_EXEMPTION_PAGE_SIZE, offset: 0 }

/**
 * Under the staff scope, so they are dropped with the rest of the staff data when the session
 * ends; nothing outside /admin reads the staff's view of certificates.
 */
export const adminTaxExemptionKeys = {
  all: [...adminKeys.all, 'tax-exemptions'] as const,
  lists: () => [...adminTaxExemptionKeys.all, 'list'] as const,
  list: (params: AdminTaxExemptionListParams) => [...adminTaxExemptionKeys.lists(), params] as const,
  /** One certificate looked for by its id (?exemption=<id>, the staff e-mail's link). */
  find: (id: string) => [...adminTaxExemptionKeys.all, 'find', id] as const,
  /** One company's certificates (its dialog). */
  company: (companyId: string) => [...adminTaxExemptionKeys.all, 'company', companyId] as const,
}

/** GET /api/admin/tax-exemptions?status=&limit=&offset=: newest first, with the count waiting for review. */
export function getTaxExemptions(params: AdminTaxExemptionListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/tax-exemptions', params), adminTaxExemptionPageSchema, signal)
}

/** Always fetched again when shown (companies upload at any time); the current page stays up while the next loads. */
export const taxExemptionsQueryOptions = (params: AdminTaxExemptionListParams) =>
  queryOptions({
    queryKey: adminTaxExemptionKeys.list(params),
    queryFn: ({ signal }) => getTaxExemptions(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useTaxExemptions(params: AdminTaxExemptionListParams) {
  return useQuery(taxExemptionsQueryOptions(params))
}

/** Certificates waiting for review, for the tab's badge and the list's switch. */
export function usePendingTaxExemptionCount(): number | undefined {
  return useQuery({ ...taxExemptionsQueryOptions(DEFAULT_TAX_EXEMPTION_PARAMS), select: (page) => page.pendingCount }).data
}

/** The certificate of ?exemption=<id> (the staff e-mail's link): GET /api/admin/tax-exemptions/{id}; null when there is none. */
export function useTaxExemptionLookup(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminTaxExemptionKeys.find(id),
    queryFn: async ({ signal }) => {
      try {
        return await adminGet(`/api/admin/tax-exemptions/${encodeURIComponent(id)}`, adminTaxExemptionSchema, signal)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    staleTime: 0,
    enabled,
  })
}

/** A company's certificates, newest first (its dialog): the list filtered by `companyId`. */
export function useCompanyTaxExemptions(companyId: string) {
  return useQuery({
    queryKey: adminTaxExemptionKeys.company(companyId),
    queryFn: async ({ signal }) => (await getTaxExemptions({ companyId, limit: 200, offset: 0 }, signal)).exemptions,
    staleTime: 0,
  })
}
