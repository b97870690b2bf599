import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendShopEmailWorkflow } from "../../workflows/emails/workflows/send-email"
import type { SendEmailInput } from "../../workflows/emails/steps/compose-email"

/**
 * Sends one e-mail now. A failure never reaches the caller (an event subscriber or the retry
 * job): the Notification Module has recorded it as failed, and the retry job sends it again.
 * Two processes racing for the same e-mail meet on its unique idempotency key: one sends it.
 */
export async function sendEmail(container: MedusaContainer, input: SendEmailInput): Promise<void> {
  try {
    await sendShopEmailWorkflow(container).run({ input })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/idempotency_key|duplicate key|already exists/i.test(message)) return
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`e-mail ${input.kind === "retry" ? input.notificationId : input.kind} not sent yet (sent again by the retry job): ${message.split("\n")[0]}`)
  }
}
