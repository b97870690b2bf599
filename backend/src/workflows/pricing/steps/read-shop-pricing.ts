import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { pricingFingerprint, readShopPricing } from "../../../lib/pricing/shop-pricing"

/** Medusa's tax and shipping settings for the shop (read at most once a second). */
export const readShopPricingStep = createStep("read-shop-pricing", async (_: void, { container }) => new StepResponse(await readShopPricing(container)))

/** The fingerprint of every setting a checkout's figures depend on (see pricingFingerprint). */
export const pricingFingerprintStep = createStep("pricing-fingerprint", async (_: void, { container }) => new StepResponse(await pricingFingerprint(container)))
