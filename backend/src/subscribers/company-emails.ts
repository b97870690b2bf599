import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { CompanyEvents } from "../workflows/companies/events"
import { sendEmail } from "../workflows/emails/send-email-now"

/** The invitation e-mail of a company account (docs/email.md): the link to join, to the invited address. */
export default async function companyEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  await sendEmail(container, { kind: "company-invite", id: event.data.id })
}

export const config: SubscriberConfig = {
  event: [CompanyEvents.INVITED],
  context: { subscriberId: "company-emails" },
}
