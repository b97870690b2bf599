import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendEmail } from "../workflows/emails/send-email-now"
import { InquiryEvents } from "../workflows/inquiries/events"

/**
 * A new customer message goes to the staff inbox, and its sender is told it arrived (with its
 * reference); a staff reply goes to the customer.
 */
export default async function inquiryEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  const { id } = event.data
  if (event.name === InquiryEvents.REPLIED) return sendEmail(container, { kind: "inquiry-reply", id })
  await Promise.all([sendEmail(container, { kind: "staff-new-inquiry", id }), sendEmail(container, { kind: "inquiry-received", id })])
}

export const config: SubscriberConfig = {
  event: [InquiryEvents.CREATED, InquiryEvents.REPLIED],
  context: { subscriberId: "inquiry-emails" },
}
