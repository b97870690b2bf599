import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { PAYMENT_METHODS, type CardProcessor, type PaymentMethod, type ShopPayments } from "@printshop/contract"
import { REGION_NAME } from "../shop"

/**
 * How shoppers pay, from the payment providers the merchant enabled for the region in Medusa's
 * dashboard (docs/decisions.md, "Payments"). Medusa's system provider records a payment taken on
 * delivery; a card processor (Medusa's Stripe provider, or another registered in medusa-config.ts)
 * charges "Credit / Debit Card". Without a processor the card option records the method through the
 * system provider, and nothing is charged.
 */

export const SYSTEM_PAYMENT_PROVIDER = "pp_system_default"
/** Medusa's Stripe provider for cards (its other Stripe providers are bank methods the shop does not offer). */
export const STRIPE_CARD_PROVIDER = "pp_stripe_stripe"

/** The payment methods taken on delivery: Medusa's system provider records them. */
const ON_DELIVERY: PaymentMethod[] = ["cash_on_delivery", "card_on_delivery"]
/** Pay by invoice: also recorded by the system provider, offered only to companies with payment terms. */
const ON_TERMS: PaymentMethod = "invoice"

/** Whether a provider id is one of Medusa's Stripe providers for something else than cards (iDEAL, Bancontact...). */
const isOtherStripeMethod = (id: string) => id.startsWith("pp_stripe-")

/**
 * The card processor among a region's enabled providers: Stripe's card provider when it is there,
 * otherwise the first other provider (by id) that is neither the system provider nor one of
 * Stripe's bank methods.
 */
export function cardProcessorOf(providerIds: string[], stripePublishableKey: string | null): CardProcessor | null {
  if (providerIds.includes(STRIPE_CARD_PROVIDER)) {
    return { providerId: STRIPE_CARD_PROVIDER, element: "stripe", publishableKey: stripePublishableKey }
  }
  const other = providerIds.filter((id) => id !== SYSTEM_PAYMENT_PROVIDER && !isOtherStripeMethod(id)).sort()[0]
  return other ? { providerId: other, element: "none", publishableKey: null } : null
}

/** The payment methods and card processor for a region's enabled providers. */
export function shopPaymentsFor(providerIds: string[], stripePublishableKey: string | null): ShopPayments {
  const cardProcessor = cardProcessorOf(providerIds, stripePublishableKey)
  const system = providerIds.includes(SYSTEM_PAYMENT_PROVIDER)
  const methods = PAYMENT_METHODS.filter((method) => method !== ON_TERMS && (ON_DELIVERY.includes(method) ? system : system || cardProcessor !== null))
  return { methods, cardProcessor }
}

/** The provider a payment method is taken through, or null when the region offers the method no longer. */
export function providerForMethod(method: PaymentMethod, payments: ShopPayments): string | null {
  // An invoice is taken through the system provider when the merchant enabled it (as cash on delivery needs).
  if (method === ON_TERMS) return payments.methods.includes("cash_on_delivery") ? SYSTEM_PAYMENT_PROVIDER : null
  if (!payments.methods.includes(method)) return null
  if (method === "pay_with_card" && payments.cardProcessor) return payments.cardProcessor.providerId
  return SYSTEM_PAYMENT_PROVIDER
}

/** The publishable key Stripe's Payment Element needs in the browser (never the secret key). */
export const stripePublishableKey = () => process.env.STRIPE_PUBLISHABLE_KEY?.trim() || null

type RegionRow = { id: string; metadata?: Record<string, unknown> | null; payment_providers?: Array<{ id: string; is_enabled?: boolean } | null> | null }

/** The shop's region with its payment providers, as Medusa has them. */
async function readRegion(container: MedusaContainer): Promise<RegionRow | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "region",
    fields: ["id", "metadata", "payment_providers.id", "payment_providers.is_enabled"],
    filters: { name: REGION_NAME },
  })
  return (data[0] as unknown as RegionRow | undefined) ?? null
}

/** Medusa's payment settings for the shop's region: the providers enabled for it, as payment methods. */
export async function readShopPayments(container: MedusaContainer): Promise<ShopPayments> {
  const region = await readRegion(container)
  const ids = (region?.payment_providers ?? []).filter((provider) => provider && provider.is_enabled !== false).map((provider) => provider!.id)
  return shopPaymentsFor(ids, stripePublishableKey())
}

/** The region's metadata key listing the processors once offered to it (so a merchant's removal stands). */
const OFFERED_KEY = "card_processors_offered"

/**
 * A card processor registered in medusa-config.ts (Stripe, once STRIPE_API_KEY is set) is enabled
 * for the shop's region the first time the shop runs with it, as the merchant would in the
 * dashboard's region settings. Only once: a processor the merchant later removes from the region
 * stays removed. Returns the providers enabled now.
 */
export async function offerRegisteredCardProcessors(container: MedusaContainer): Promise<string[]> {
  const region = await readRegion(container)
  if (!region) return []
  const registered = (await container.resolve(Modules.PAYMENT).listPaymentProviders({ is_enabled: true }, { select: ["id"] })).map((provider) => provider.id)
  const enabled = (region.payment_providers ?? []).filter(Boolean).map((provider) => provider!.id)
  const offered = Array.isArray(region.metadata?.[OFFERED_KEY]) ? (region.metadata![OFFERED_KEY] as string[]) : []
  const fresh = registered.filter((id) => id === STRIPE_CARD_PROVIDER && !enabled.includes(id) && !offered.includes(id))
  if (!fresh.length) return enabled
  const providers = [...enabled, ...fresh]
  await updateRegionsWorkflow(container).run({
    input: {
      selector: { id: region.id },
      update: { payment_providers: providers, metadata: { ...(region.metadata ?? {}), [OFFERED_KEY]: [...offered, ...fresh] } },
    },
  })
  return providers
}
