import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { sendShopEmailWorkflow } from "./workflows/send-email"
import type { SendEmailInput } from "./steps/compose-email"
import { emailKey } from "../../lib/emails/compose"

/**
 * The name every attempt at one e-mail shares: its idempotency key, read from the failed record
 * for a retry, so that a redelivered event and the retry job wait for each other.
 */
async function lockNameOf(container: MedusaContainer, input: SendEmailInput): Promise<string> {
  if (input.kind !== "retry") return `email:${emailKey(input)}`
  const failed = await container
    .resolve(Modules.NOTIFICATION)
    .retrieveNotification(input.notificationId)
    .catch(() => null)
  const key = (failed as { idempotency_key?: string | null } | null)?.idempotency_key
  return `email:${key ?? input.notificationId}`
}

/**
 * Sends one e-mail now. A failure never reaches the caller (an event subscriber or the retry
 * job): the Notification Module has recorded it as failed, and the retry job sends it again.
 * Two processes racing for the same e-mail meet on its lock and its unique idempotency key: one
 * sends it.
 */
export async function sendEmail(container: MedusaContainer, input: SendEmailInput): Promise<void> {
  try {
    // A failed e-mail has a record but no claim on it: two attempts at once would both send it.
    // One at a time, each attempt reads the record's state after the one before it.
    await container
      .resolve(Modules.LOCKING)
      .execute(await lockNameOf(container, input), () => sendShopEmailWorkflow(container).run({ input }), { timeout: 60 })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/idempotency_key|duplicate key|already exists/i.test(message)) return
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`e-mail ${input.kind === "retry" ? input.notificationId : input.kind} not sent yet (sent again by the retry job): ${message.split("\n")[0]}`)
  }
}
