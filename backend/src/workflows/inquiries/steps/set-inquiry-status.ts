import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { INQUIRIES_MODULE } from "../../../modules/inquiries"
import type InquiriesModuleService from "../../../modules/inquiries/service"

type Status = "new" | "handled"

/** Marks a message handled (with the time) or new again; compensation restores what it was. */
export const setInquiryStatusStep = createStep(
  "set-inquiry-status",
  async (input: { id: string; status: Status }, { container }) => {
    const inquiries = container.resolve<InquiriesModuleService>(INQUIRIES_MODULE)
    const previous = await inquiries.retrieveInquiry(input.id, { select: ["id", "status", "handled_at"] })
    // Marking a handled message handled again keeps when it was first handled.
    const handledAt = input.status === "handled" ? (previous.status === "handled" ? previous.handled_at : new Date()) : null
    await inquiries.updateInquiries({ id: input.id, status: input.status, handled_at: handledAt })
    return new StepResponse(undefined, { id: input.id, status: previous.status as Status, handled_at: previous.handled_at })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<InquiriesModuleService>(INQUIRIES_MODULE).updateInquiries(previous)
  }
)
