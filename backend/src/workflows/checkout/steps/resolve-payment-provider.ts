import type { PaymentMethod } from "@printshop/contract"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { providerForMethod } from "../../../lib/payments/shop-payments"
import { readShopPricing } from "../../../lib/pricing/shop-pricing"
import { CheckoutRefusal } from "./checkout-refusal"

/**
 * The Medusa payment provider a checkout's payment method is taken through, among those the
 * merchant enabled for the region (lib/payments/shop-payments.ts); a method the region no longer
 * offers is refused with an answer for the shopper.
 */
export const resolvePaymentProviderStep = createStep("resolve-payment-provider", async (input: { method: PaymentMethod }, { container }) => {
  const { payments } = await readShopPricing(container)
  const providerId = providerForMethod(input.method, payments)
  if (!providerId) throw new CheckoutRefusal({ code: payments.methods.length ? "payment_unavailable" : "no_payment_method" })
  return new StepResponse(providerId)
})
