import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { AuthWorkflowEvents, CustomerWorkflowEvents } from "@medusajs/framework/utils"
import type { PasswordResetEvent } from "../lib/emails/compose"
import { sendEmail } from "../workflows/emails/send-email-now"

/** A welcome to a new account, and the link of a password reset someone asked for. */
export default async function accountEmails({ event, container }: SubscriberArgs<{ id: string } | PasswordResetEvent>) {
  if (event.name === AuthWorkflowEvents.PASSWORD_RESET) {
    await sendEmail(container, { kind: "password-reset", reset: event.data as PasswordResetEvent })
  } else {
    await sendEmail(container, { kind: "welcome", id: (event.data as { id: string }).id })
  }
}

export const config: SubscriberConfig = {
  event: [CustomerWorkflowEvents.CREATED, AuthWorkflowEvents.PASSWORD_RESET],
  context: { subscriberId: "account-emails" },
}
