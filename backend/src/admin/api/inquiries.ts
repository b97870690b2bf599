import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdminInquiry, InquiryReply, InquiryStatus } from "@printshop/contract"
import { shopApi } from "../lib/shop-api"
import { type InquiryListParams, shopKeys } from "../lib/shop-queries"

export const INQUIRY_PAGE_SIZE = 20

export type InquiryPage = { inquiries: AdminInquiry[]; count: number; limit: number; offset: number; newCount: number }

/** GET /api/admin/inquiries?kind=&status=&limit=&offset=: the stored forms, newest first. */
export function useInquiries(params: InquiryListParams) {
  return useQuery({
    queryKey: shopKeys.inquiries.list(params),
    queryFn: ({ signal }) => shopApi<InquiryPage>("/api/admin/inquiries", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** PATCH /api/admin/inquiries/{id} { status }: the lists (and their count of new messages) are read again. */
export function useUpdateInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) =>
      shopApi<AdminInquiry>(`/api/admin/inquiries/${encodeURIComponent(id)}`, { method: "PATCH", body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.inquiries.all }),
  })
}

/**
 * POST /api/admin/inquiries/{id}/replies { message }: 201 with the reply, which the server e-mails
 * to the sender; the message is marked handled, so the lists are read again.
 */
export function useReplyToInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      shopApi<InquiryReply>(`/api/admin/inquiries/${encodeURIComponent(id)}/replies`, { method: "POST", body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.inquiries.all }),
  })
}
