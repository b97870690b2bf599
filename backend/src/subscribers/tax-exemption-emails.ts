import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { taxExemptionReviewedRequest } from "../lib/emails/compose"
import { taxExemptionsService } from "../lib/tax-exemptions/tax-exemptions"
import { sendEmail } from "../workflows/emails/send-email-now"
import { TaxExemptionEvents } from "../workflows/tax-exemptions/events"

/** The e-mails of tax exemption certificates (docs/email.md): a new one to the staff inbox, each decision to the member who uploaded it. */
export default async function taxExemptionEmails({ event, container }: SubscriberArgs<{ id: string }>) {
  const { id } = event.data
  if (event.name === TaxExemptionEvents.SUBMITTED) return sendEmail(container, { kind: "staff-new-tax-exemption", id })
  const [record] = await taxExemptionsService(container).listTaxExemptions({ id }, { select: ["id", "reviewed_at"], take: 1 })
  const request = record ? taxExemptionReviewedRequest(record as { id: string; reviewed_at: Date | string | null }) : null
  if (request) await sendEmail(container, request)
}

export const config: SubscriberConfig = {
  event: [TaxExemptionEvents.SUBMITTED, TaxExemptionEvents.REVIEWED],
  context: { subscriberId: "tax-exemption-emails" },
}
