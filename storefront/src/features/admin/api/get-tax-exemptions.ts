import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminTaxExemptionPageSchema, type AdminTaxExemption, type TaxExemptionStatus } from '@printshop/contract'
import { adminKeys, type AdminPage } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

/** Certificates a page of the certificate table shows. */
export const TAX_EXEMPTION_PAGE_SIZE = 20

/** GET /api/admin/tax-exemptions: by status, a page at a time. */
export type AdminTaxExemptionListParams = AdminPage & { status?: TaxExemptionStatus }

/** The certificate list as it opens: every status, first page (the Companies tab's count reads it too). */
export const DEFAULT_TAX_EXEMPTION_PARAMS: AdminTaxExemptionListParams = { limit: TAX_EXEMPTION_PAGE_SIZE, offset: 0 }

/** The most the server answers a page (pageQueryFields): what the searches below read at a time. */
const SEARCH_PAGE_SIZE = 200
/** How many of those pages a search reads at most (2,000 certificates, newest first). */
const SEARCH_PAGES = 10

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

/**
 * Every status, newest first, the largest pages the server answers, until `enough` says so or the
 * list ends (at most SEARCH_PAGES pages). The route has neither a certificate of its own nor a
 * company filter, so a certificate or a company's certificates are looked for so.
 */
async function readTaxExemptions(enough: (read: AdminTaxExemption[]) => boolean, signal?: AbortSignal): Promise<AdminTaxExemption[]> {
  const read: AdminTaxExemption[] = []
  for (let index = 0; index < SEARCH_PAGES; index += 1) {
    const page = await getTaxExemptions({ limit: SEARCH_PAGE_SIZE, offset: index * SEARCH_PAGE_SIZE }, signal)
    read.push(...page.exemptions)
    if (enough(read) || page.exemptions.length === 0 || read.length >= page.count) break
  }
  return read
}

/**
 * The certificate of ?exemption=<id> when the page shown does not hold it: newly uploaded ones
 * (what the staff e-mail links to) are on the first page read. Null when there is none.
 */
export function useTaxExemptionLookup(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminTaxExemptionKeys.find(id),
    queryFn: async ({ signal }) => {
      const read = await readTaxExemptions((exemptions) => exemptions.some((exemption) => exemption.id === id), signal)
      return read.find((exemption) => exemption.id === id) ?? null
    },
    staleTime: 0,
    enabled,
  })
}

/** A company's certificates, newest first (its dialog). */
export function useCompanyTaxExemptions(companyId: string) {
  return useQuery({
    queryKey: adminTaxExemptionKeys.company(companyId),
    queryFn: async ({ signal }) => (await readTaxExemptions(() => false, signal)).filter((exemption) => exemption.company.id === companyId),
    staleTime: 0,
  })
}
