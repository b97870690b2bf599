import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { retryEmails } from "../workflows/emails/retry-emails"

/**
 * Every minute (in the worker, or the one process of `npm start`): e-mails that could not be sent
 * (the SMTP server was down) are sent again for 24 hours, and those whose event was lost are sent.
 */
export default async function retryEmailsJob(container: MedusaContainer) {
  const { retried, recovered } = await retryEmails(container)
  if (retried || recovered) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`E-mail: ${retried} failed e-mail(s) tried again, ${recovered} missed e-mail(s) sent`)
  }
}

export const config = {
  name: "retry-emails",
  schedule: "* * * * *",
}
