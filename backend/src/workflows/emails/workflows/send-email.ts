import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { type SendEmailInput, composeEmailStep } from "../steps/compose-email"

/**
 * One e-mail of the shop, through Medusa's Notification Module (docs/email.md): composed from the
 * record it is about and sent by the shop's provider, recorded with its status. Run by the e-mail
 * subscribers and the retry job, in the worker, never on a shopper's request.
 */
export const sendShopEmailWorkflow = createWorkflow("send-shop-email", (input: SendEmailInput) => {
  const emails = composeEmailStep(input)
  const sent = sendNotificationsStep(emails)
  return new WorkflowResponse(sent)
})
