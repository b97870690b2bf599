import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { notifyRestocked } from "../workflows/stock-alerts/notify-restocked"

/**
 * Every two minutes: products back on sale whose waiting addresses were not e-mailed (the event of
 * the change was lost with a stopped process) get their e-mails now.
 */
export default async function notifyRestockedJob(container: MedusaContainer) {
  const sent = await notifyRestocked(container, "all")
  if (sent) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Back in stock: ${sent} e-mail(s) sent by the sweep`)
}

export const config = {
  name: "notify-restocked",
  schedule: "*/2 * * * *",
}
