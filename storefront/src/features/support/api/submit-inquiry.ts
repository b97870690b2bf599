import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client'

/** What a customer can send us; each kind is stored by the server (DESIGN §4). */
export type InquiryKind = 'support_ticket' | 'contact' | 'warranty_claim' | 'service_request' | 'business_quote'

export type InquiryPayload = { kind: InquiryKind } & Record<string, string>

const inquiryResultSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  reference: z.string(),
  message: z.string().optional(),
})

/** The server's receipt: `reference` (e.g. 'INQ-7F3K2Q9A') is what the customer quotes to us. */
export type InquiryResult = z.infer<typeof inquiryResultSchema>

/** Empty optional fields are left out; the server trims and validates what is sent. */
export function compactFields(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
}

/** POST /api/inquiries: 201 { id, reference, message }; 400 with field errors and 429 throw ApiError. */
export async function submitInquiry(payload: InquiryPayload): Promise<InquiryResult> {
  const response = await apiRequest('POST', '/api/inquiries', payload)
  return inquiryResultSchema.parse(await response.json())
}

export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry })
}
