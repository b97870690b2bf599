import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminInquiryPageSchema } from '@printshop/contract'
import { adminKeys, type AdminInquiryListParams } from '@/lib/query-keys'
import { adminGet, adminUrl } from './admin-client'

export const INQUIRY_PAGE_SIZE = 20
/** The messages tab as it opens: every kind and status, first page (the tab's count reads it too). */
export const DEFAULT_INQUIRY_PARAMS: AdminInquiryListParams = { limit: INQUIRY_PAGE_SIZE, offset: 0 }

/** GET /api/admin/inquiries?kind=&status=&limit=&offset=: newest first, with the count of new messages. */
export function getInquiries(params: AdminInquiryListParams, signal?: AbortSignal) {
  return adminGet(adminUrl('/api/admin/inquiries', params), adminInquiryPageSchema, signal)
}

export const inquiriesQueryOptions = (params: AdminInquiryListParams) =>
  queryOptions({
    queryKey: adminKeys.inquiries.list(params),
    queryFn: ({ signal }) => getInquiries(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useInquiries(params: AdminInquiryListParams) {
  return useQuery(inquiriesQueryOptions(params))
}

/** Messages nobody has handled yet, for the tab's badge. */
export function useNewInquiryCount(): number | undefined {
  return useQuery({ ...inquiriesQueryOptions(DEFAULT_INQUIRY_PARAMS), select: (page) => page.newCount }).data
}
