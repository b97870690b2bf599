import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SYSTEM_PAYMENT_PROVIDER } from "../../../lib/payments/shop-payments"
import { CheckoutRefusal } from "./checkout-refusal"
import type { PreparedCartRow } from "./find-prepared-cart"

/**
 * Placing an order paid through a card processor needs the cart the checkout prepared, whose
 * payment the shopper confirmed in the processor's element: without it (the order changed, or a
 * setting did) the shopper confirms the card again for the new figures.
 */
export const requireConfirmedCardStep = createStep(
  "require-confirmed-card",
  async (input: { prepared: PreparedCartRow | null; paymentProviderId: string }) => {
    if (input.paymentProviderId !== SYSTEM_PAYMENT_PROVIDER && !input.prepared) throw new CheckoutRefusal({ code: "card_confirm_again" })
    return new StepResponse(undefined)
  }
)
