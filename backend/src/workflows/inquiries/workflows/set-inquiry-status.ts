import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { setInquiryStatusStep } from "../steps/set-inquiry-status"

/** Staff mark a customer message handled, or new again. */
export const setInquiryStatusWorkflow = createWorkflow("set-inquiry-status", (input: { id: string; status: "new" | "handled" }) => {
  setInquiryStatusStep(input)
  return new WorkflowResponse(input.id)
})
