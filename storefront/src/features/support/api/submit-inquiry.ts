import { useMutation } from '@tanstack/react-query'
import { inquiryReceiptSchema, type InquiryKind, type InquiryReceipt } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'

/** What a form sends: its kind and the fields that were filled in. */
export type InquirySubmission = { kind: InquiryKind } & Record<string, string>

/** Empty optional fields are left out; the server trims and validates what is sent. */
export function compactFields(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  )
}

/** POST /api/inquiries: 201 { id, reference, message }; 400 with field errors and 429 throw ApiError. */
export async function submitInquiry(submission: InquirySubmission): Promise<InquiryReceipt> {
  const response = await apiRequest('POST', '/api/inquiries', submission)
  return inquiryReceiptSchema.parse(await response.json())
}

export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry })
}
