import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { InquiryEvents } from "../events"
import { type CreateInquiryReplyInput, createInquiryReplyStep } from "../steps/create-inquiry-reply"
import { setInquiryStatusStep } from "../steps/set-inquiry-status"

/**
 * A member of staff answers a customer message: the reply is kept with it, the message is marked
 * handled, and the reply is e-mailed to the sender (by the subscriber to `inquiry.replied`).
 */
export const replyToInquiryWorkflow = createWorkflow("reply-to-inquiry", (input: CreateInquiryReplyInput) => {
  const reply = createInquiryReplyStep(input)
  setInquiryStatusStep(transform({ input }, ({ input }) => ({ id: input.inquiryId, status: "handled" as const })))
  emitEventStep({ eventName: InquiryEvents.REPLIED, data: transform({ reply }, ({ reply }) => ({ id: reply.id })) })
  return new WorkflowResponse(reply)
})
