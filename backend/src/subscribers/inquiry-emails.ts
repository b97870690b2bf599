import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendEmail } from "../workflows/emails/send-email-now"
import { InquiryEvents } from "../workflows/inquiries/events"

/** A new customer message goes to the staff inbox; a staff reply goes to the customer. */
export default async function inquiryEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  const kind = event.name === InquiryEvents.REPLIED ? "inquiry-reply" : "staff-new-inquiry"
  await sendEmail(container, { kind, id: event.data.id })
}

export const config: SubscriberConfig = {
  event: [InquiryEvents.CREATED, InquiryEvents.REPLIED],
  context: { subscriberId: "inquiry-emails" },
}
