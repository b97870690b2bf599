import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { INQUIRIES_MODULE } from "../../../modules/inquiries"
import type InquiriesModuleService from "../../../modules/inquiries/service"

export type CreateInquiryReplyInput = { inquiryId: string; message: string; authorId: string | null; authorName: string }

/** Keeps a staff reply with its message; compensation removes it. */
export const createInquiryReplyStep = createStep(
  "create-inquiry-reply",
  async (input: CreateInquiryReplyInput, { container }) => {
    const reply = await container.resolve<InquiriesModuleService>(INQUIRIES_MODULE).createInquiryReplies({
      inquiry_id: input.inquiryId,
      message: input.message,
      author_id: input.authorId,
      author_name: input.authorName,
    })
    return new StepResponse({ id: reply.id }, reply.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<InquiriesModuleService>(INQUIRIES_MODULE).deleteInquiryReplies(id)
  }
)
