import { createHash } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PRICING_RULE_OPERATORS, type PricingRule, type ShippingOffer, type ShopPricing } from "@printshop/contract"
import { toAmount } from "../orders/order-view"
import { offerRegisteredCardProcessors, readShopPayments } from "../payments/shop-payments"
import { COUNTRY_CODE, CURRENCY_CODE } from "../shop"

/**
 * Medusa's commerce settings as the shop prices with them (docs/decisions.md, "Medusa's settings
 * decide"): the country's default sales tax and the shipping options the store offers in it, with
 * their prices and rules, and the payment providers enabled for the region, exactly as the
 * merchant set them in Medusa's dashboard. Read again at
 * most once a second per process, as the edge keeps the public answer: a change is seen within
 * the same delay as a catalogue change.
 */

const FRESH_MS = 1000

type RuleRow = { attribute?: string | null; operator?: string | null; value?: unknown } | null
type OptionRow = {
  id: string
  name: string
  type?: { description?: string | null } | null
  rules?: RuleRow[] | null
  prices?: Array<{ amount?: unknown; currency_code?: string | null; price_rules?: RuleRow[] | null } | null> | null
  service_zone?: {
    fulfillment_set?: { type?: string | null } | null
    geo_zones?: Array<{ type?: string | null; country_code?: string | null } | null> | null
  } | null
}

const isOperator = (operator: unknown): operator is PricingRule["operator"] => (PRICING_RULE_OPERATORS as readonly unknown[]).includes(operator)

function toRule(row: RuleRow): PricingRule | null {
  if (!row?.attribute || !isOperator(row.operator)) return null
  const value = row.value
  const plain = (entry: unknown) => (typeof entry === "number" ? entry : String(entry))
  return { attribute: row.attribute, operator: row.operator, value: Array.isArray(value) ? value.map(plain) : value === null || value === undefined ? null : plain(value) as string | number }
}

const rulesOf = (rows: RuleRow[] | null | undefined) => (rows ?? []).map(toRule).filter((rule): rule is PricingRule => rule !== null)

/** Whether an option is one the store offers for shipping in the shop's country (not a return). */
function offeredInStore(option: OptionRow): boolean {
  const rules = rulesOf(option.rules)
  const says = (attribute: string, value: string) => rules.some((rule) => rule.attribute === attribute && rule.operator === "eq" && String(rule.value) === value)
  const zones = option.service_zone?.geo_zones ?? []
  return (
    option.service_zone?.fulfillment_set?.type === "shipping" &&
    says("enabled_in_store", "true") &&
    !says("is_return", "true") &&
    zones.some((zone) => zone?.country_code?.toLowerCase() === COUNTRY_CODE)
  )
}

/** Once per process: a card processor registered since the last start is enabled for the region. */
let processorsOffered: Promise<unknown> | null = null

async function readFromMedusa(container: MedusaContainer): Promise<ShopPricing> {
  processorsOffered ??= offerRegisteredCardProcessors(container).catch((error: unknown) => {
    processorsOffered = null
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Could not enable the card processor for the region: ${(error as Error).message}`)
  })
  await processorsOffered
  const paymentsRead = readShopPayments(container)
  const tax = container.resolve(Modules.TAX)
  const [countryRegion] = (await tax.listTaxRegions({ country_code: COUNTRY_CODE })).filter((region) => !region.parent_id && !region.province_code)
  const defaultRate = countryRegion ? (await tax.listTaxRates({ tax_region_id: countryRegion.id })).find((rate) => rate.is_default) : undefined
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "shipping_option",
    fields: [
      "id",
      "name",
      "type.description",
      "rules.attribute",
      "rules.operator",
      "rules.value",
      "prices.amount",
      "prices.currency_code",
      "prices.price_rules.attribute",
      "prices.price_rules.operator",
      "prices.price_rules.value",
      "service_zone.fulfillment_set.type",
      "service_zone.geo_zones.type",
      "service_zone.geo_zones.country_code",
    ],
  })
  const shippingOptions: ShippingOffer[] = (data as unknown as OptionRow[])
    .filter(offeredInStore)
    .map((option) => ({
      id: option.id,
      name: option.name,
      description: option.type?.description ?? null,
      rules: rulesOf(option.rules),
      prices: (option.prices ?? [])
        .filter((price) => price?.currency_code?.toLowerCase() === CURRENCY_CODE)
        .map((price) => ({ amount: toAmount(price!.amount), rules: rulesOf(price!.price_rules) })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return { currencyCode: CURRENCY_CODE, taxRate: defaultRate ? Number(defaultRate.rate ?? 0) : 0, shippingOptions, payments: await paymentsRead }
}

let kept: { at: number; pricing: Promise<ShopPricing> } | null = null

/** Medusa's tax and shipping settings for the shop, read at most once a second. */
export function readShopPricing(container: MedusaContainer): Promise<ShopPricing> {
  const now = Date.now()
  if (!kept || now - kept.at >= FRESH_MS) {
    const pricing = readFromMedusa(container)
    kept = { at: now, pricing }
    pricing.catch(() => {
      if (kept?.pricing === pricing) kept = null
    })
  }
  return kept.pricing
}

/**
 * A fingerprint of every setting a checkout's figures depend on: the shipping options, the
 * country's tax rates (a state's own included) and the payment providers. A checkout prepared under other settings is
 * priced again before its order is placed.
 */
export async function pricingFingerprint(container: MedusaContainer): Promise<string> {
  const [pricing, rates] = await Promise.all([
    readShopPricing(container),
    container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "tax_rate", fields: ["id", "rate", "updated_at", "tax_region.country_code", "tax_region.province_code"] }),
  ])
  const countryRates = (rates.data as Array<{ id: string; rate?: unknown; updated_at?: unknown; tax_region?: { country_code?: string | null; province_code?: string | null } | null }>)
    .filter((rate) => rate.tax_region?.country_code?.toLowerCase() === COUNTRY_CODE)
    .map((rate) => [rate.id, Number(rate.rate ?? 0), String(rate.updated_at ?? ""), rate.tax_region?.province_code ?? ""])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
  return createHash("sha256").update(JSON.stringify([pricing, countryRates])).digest("base64url").slice(0, 16)
}

/** Forgets the settings read, so the next read asks Medusa (a test that changed them). */
export function forgetShopPricing(): void {
  kept = null
}
