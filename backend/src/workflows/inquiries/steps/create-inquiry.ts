import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { INQUIRIES_MODULE } from "../../../modules/inquiries"
import type InquiriesModuleService from "../../../modules/inquiries/service"

export type CreateInquiryInput = {
  kind: "support_ticket" | "contact" | "warranty_claim" | "service_request" | "business_quote"
  name: string | null
  email: string | null
  subject: string | null
  fields: Record<string, unknown>
  customer_id: string | null
}

/** Stores a form a customer sent; compensation removes it. */
export const createInquiryStep = createStep(
  "create-inquiry",
  async (input: CreateInquiryInput, { container }) => {
    const inquiry = await container.resolve<InquiriesModuleService>(INQUIRIES_MODULE).createInquiries(input)
    return new StepResponse({ id: inquiry.id }, inquiry.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<InquiriesModuleService>(INQUIRIES_MODULE).deleteInquiries(id)
  }
)
