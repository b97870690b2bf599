import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type PreparedCartRow, openPaymentSessionOf } from "./find-prepared-cart"

/**
 * A card the processor declined leaves the cart's payment session in error, which Medusa's
 * completion does not take; the shopper then tries again (another card, in the processor's
 * element, for the same payment), so the session is opened again and the completion asks the
 * processor afresh.
 */
export const reopenDeclinedPaymentStep = createStep("reopen-declined-payment", async (input: { prepared: PreparedCartRow | null }, { container }) => {
  const session = input.prepared ? openPaymentSessionOf(input.prepared) : null
  if (!session || session.status !== "error") return new StepResponse(undefined)
  const payments = container.resolve(Modules.PAYMENT)
  const current = await payments.retrievePaymentSession(session.id, { select: ["id", "amount", "currency_code", "data"] })
  await payments.updatePaymentSession({ id: current.id, amount: current.amount, currency_code: current.currency_code, data: current.data ?? {}, status: "pending" })
  return new StepResponse(undefined)
})
