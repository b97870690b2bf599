import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { Modules, NotificationStatus } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type EmailRequest, composeEmail, emailKey } from "../../../lib/emails/compose"

/** An e-mail to send now: one asked for by an event, or one whose last attempt failed. */
export type SendEmailInput = EmailRequest | { kind: "retry"; notificationId: string }

/** A notification to send; `id` names the record of an earlier attempt, which the module then updates. */
type Outgoing = CreateNotificationDTO & { id?: string }

/**
 * What Medusa's Notification Module is asked to send: nothing when this e-mail already went out
 * (or is going out); a failed one again under its own record (the module then updates that
 * record rather than adding one); otherwise the e-mail composed from what the shop holds now.
 */
export const composeEmailStep = createStep("compose-email", async (input: SendEmailInput, { container }) => {
  const notifications = container.resolve(Modules.NOTIFICATION)
  const none: Outgoing[] = []
  if (input.kind === "retry") {
    const failed = await notifications.retrieveNotification(input.notificationId).catch(() => null)
    if (!failed || failed.status !== NotificationStatus.FAILURE) return new StepResponse(none)
    const again: Outgoing = {
      id: failed.id,
      to: failed.to,
      channel: failed.channel,
      template: failed.template,
      data: failed.data,
      provider_data: (failed as { provider_data?: Record<string, unknown> }).provider_data ?? {},
      trigger_type: failed.trigger_type,
      resource_id: failed.resource_id,
      resource_type: failed.resource_type,
      receiver_id: failed.receiver_id,
      idempotency_key: (failed as { idempotency_key?: string | null }).idempotency_key ?? undefined,
    }
    return new StepResponse([again])
  }
  const [existing] = await notifications.listNotifications({ idempotency_key: emailKey(input) } as Record<string, unknown>, {
    take: 1,
    select: ["id", "status"],
  })
  if (existing && existing.status !== NotificationStatus.FAILURE) return new StepResponse(none)
  const email = await composeEmail(container, input)
  if (!email) return new StepResponse(none)
  return new StepResponse([existing ? { ...email, id: existing.id } : email] as Outgoing[])
})
