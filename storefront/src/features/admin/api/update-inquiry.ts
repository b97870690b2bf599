import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminInquirySchema, type AdminInquiry, type InquiryStatus } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminRequest } from './admin-client'

/** PATCH /api/admin/inquiries/{id} { status }: the message as it now is. */
export async function updateInquiry({ inquiry, status }: { inquiry: AdminInquiry; status: InquiryStatus }): Promise<AdminInquiry> {
  const response = await adminRequest('PATCH', `/api/admin/inquiries/${encodeURIComponent(inquiry.id)}`, { json: { status } })
  return adminInquirySchema.parse(await response.json())
}

/** Marking a message changes the lists and the count of new messages (both in the inquiry lists). */
export function useUpdateInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inquiries.all }),
  })
}
