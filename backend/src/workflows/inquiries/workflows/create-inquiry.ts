import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { InquiryEvents } from "../events"
import { type CreateInquiryInput, createInquiryStep } from "../steps/create-inquiry"

/** A form a customer sent: stored, then announced (the staff inbox is e-mailed). */
export const createInquiryWorkflow = createWorkflow("create-inquiry", (input: CreateInquiryInput) => {
  const inquiry = createInquiryStep(input)
  emitEventStep({ eventName: InquiryEvents.CREATED, data: transform({ inquiry }, ({ inquiry }) => ({ id: inquiry.id })) })
  return new WorkflowResponse(inquiry)
})
