import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { AuthWorkflowEvents, CustomerWorkflowEvents } from "@medusajs/framework/utils"
import type { PasswordResetEvent } from "../lib/emails/compose"
import { AccountEvents } from "../workflows/accounts/events"
import { sendEmail } from "../workflows/emails/send-email-now"

type EmailChangedEvent = { id: string; previous_email: string; changed_at: string }

/** A welcome to a new account, the link of a password reset someone asked for, and a note to the old address of a changed e-mail. */
export default async function accountEmails({ event, container }: SubscriberArgs<{ id: string } | PasswordResetEvent | EmailChangedEvent>) {
  if (event.name === AuthWorkflowEvents.PASSWORD_RESET) {
    await sendEmail(container, { kind: "password-reset", reset: event.data as PasswordResetEvent })
  } else if (event.name === AccountEvents.EMAIL_CHANGED) {
    const changed = event.data as EmailChangedEvent
    await sendEmail(container, { kind: "email-changed", id: changed.id, previousEmail: changed.previous_email, changedAt: changed.changed_at })
  } else {
    await sendEmail(container, { kind: "welcome", id: (event.data as { id: string }).id })
  }
}

export const config: SubscriberConfig = {
  event: [CustomerWorkflowEvents.CREATED, AuthWorkflowEvents.PASSWORD_RESET, AccountEvents.EMAIL_CHANGED],
  context: { subscriberId: "account-emails" },
}
