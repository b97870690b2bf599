import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inquiryReplySchema, type InquiryReply } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminRequest } from './admin-client'

/**
 * POST /api/admin/inquiries/{id}/replies { message }: 201 with the reply, which the server e-mails
 * to the sender; the message is marked handled.
 */
export async function replyToInquiry({ id, message }: { id: string; message: string }): Promise<InquiryReply> {
  const response = await adminRequest('POST', `/api/admin/inquiries/${encodeURIComponent(id)}/replies`, { json: { message } })
  return inquiryReplySchema.parse(await response.json())
}

/** A reply handles the message: the lists and the count of new messages are read again. */
export function useReplyToInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyToInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.inquiries.all }),
  })
}
