import type { MedusaContainer } from "@medusajs/framework/types"
import { claimRestockedAlerts } from "../../lib/stock-alerts/stock-alerts"
import { sendEmail } from "../emails/send-email-now"

/**
 * The products a change touched that addresses wait for and that can be bought again: their
 * alerts are claimed (each by one process) and each gets its e-mail. A claimed alert whose e-mail
 * did not go out (the process stopped) is sent by the e-mail retry job (retry-emails.ts).
 */
export async function notifyRestocked(container: MedusaContainer, touched: string[] | "all"): Promise<number> {
  const alerts = await claimRestockedAlerts(container, touched)
  for (const id of alerts) await sendEmail(container, { kind: "back-in-stock", id })
  return alerts.length
}
