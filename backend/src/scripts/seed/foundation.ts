import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createProductCategoriesWorkflow,
  createProductTagsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createStockLocationsWorkflow,
  createTaxRatesWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  COUNTRY_CODE,
  CURRENCY_CODE,
  FULFILLMENT_SET_NAME,
  ITEM_SUBTOTAL_RULE_ATTRIBUTE,
  PRODUCT_CATEGORIES,
  PRODUCT_TAGS,
  PUBLISHABLE_KEY_TITLE,
  REGION_NAME,
  SALES_CHANNEL_NAME,
  SHOP_NAME,
  STOCK_LOCATION_NAME,
} from "../../lib/shop"
import {
  EXPRESS_SHIPPING_OPTION_NAME,
  FREE_SHIPPING_OPTION_NAME,
  SEEDED_EXPRESS_SHIPPING_PRICE,
  SEEDED_FREE_RETURN_SHIPPING_OVER,
  SEEDED_FREE_SHIPPING_THRESHOLD,
  SEEDED_STANDARD_SHIPPING_PRICE,
  SEEDED_TAX_RATE_PERCENT,
  STANDARD_SHIPPING_OPTION_NAME,
} from "./shop-settings"
import { FREE_RETURN_SHIPPING_SETTING } from "../../lib/orders/return-shipping"
import { SHOP_TAX_PROVIDER_ID } from "../../lib/tax/tax-provider"

const MANUAL_FULFILLMENT_PROVIDER = "manual_manual"
const MANUAL_PAYMENT_PROVIDER = "pp_system_default"
const SHIPPING_TAX_RATE_CODE = "US-SHIPPING-EXEMPT"
const MEDUSA_DEFAULT_KEY_TITLE = "Default Publishable API Key"

export type Foundation = {
  salesChannelId: string
  publishableKey: string
  regionId: string
  stockLocationId: string
  shippingProfileId: string
  categoryIds: Record<string, string>
  tagIds: Record<string, string>
}

/** Store, region, tax, stock location, shipping, sales channel, key, categories and tags. */
export async function seedFoundation(container: MedusaContainer): Promise<Foundation> {
  const salesChannelId = await ensureSalesChannel(container)
  const publishableKey = await ensurePublishableKey(container, salesChannelId)
  const regionId = await ensureRegion(container)
  await ensureStore(container, salesChannelId, regionId)
  const stockLocationId = await ensureStockLocation(container, salesChannelId)
  const shippingProfileId = await defaultShippingProfileId(container)
  const shippingOptionIds = await ensureShippingOptions(container, stockLocationId, shippingProfileId)
  await ensureTaxRegion(container, shippingOptionIds)
  const categoryIds = await ensureCategories(container)
  const tagIds = await ensureTags(container)

  return {
    salesChannelId,
    publishableKey,
    regionId,
    stockLocationId,
    shippingProfileId,
    categoryIds,
    tagIds,
  }
}

async function ensureSalesChannel(container: MedusaContainer): Promise<string> {
  const salesChannels = container.resolve(Modules.SALES_CHANNEL)
  const [existing] = await salesChannels.listSalesChannels({ name: SALES_CHANNEL_NAME }, { take: 1 })
  if (existing) return existing.id

  // Medusa creates a default channel on first boot: the shop adopts it rather than adding a second one.
  const [store] = await container.resolve(Modules.STORE).listStores({}, { take: 1 })
  if (store?.default_sales_channel_id) {
    const adopted = await salesChannels.updateSalesChannels(store.default_sales_channel_id, {
      name: SALES_CHANNEL_NAME,
      description: `The ${SHOP_NAME} storefront`,
    })
    return adopted.id
  }
  const { result } = await createSalesChannelsWorkflow(container).run({
    input: {
      salesChannelsData: [{ name: SALES_CHANNEL_NAME, description: `The ${SHOP_NAME} storefront` }],
    },
  })
  return result[0].id
}

async function ensurePublishableKey(container: MedusaContainer, salesChannelId: string): Promise<string> {
  const apiKeys = container.resolve(Modules.API_KEY)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  let [key] = await apiKeys.listApiKeys({ title: PUBLISHABLE_KEY_TITLE, type: "publishable" }, { take: 1 })
  if (!key) {
    // Likewise Medusa's default publishable key, when it is still there.
    const [medusaDefault] = await apiKeys.listApiKeys(
      { title: MEDUSA_DEFAULT_KEY_TITLE, type: "publishable" },
      { take: 1 }
    )
    if (medusaDefault && !medusaDefault.revoked_at) {
      key = await apiKeys.updateApiKeys(medusaDefault.id, { title: PUBLISHABLE_KEY_TITLE })
    }
  }
  if (!key) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: PUBLISHABLE_KEY_TITLE, type: "publishable", created_by: "seed" }] },
    })
    key = result[0]
  }
  const { data } = await query.graph({
    entity: "api_key",
    fields: ["id", "sales_channels.id"],
    filters: { id: key.id },
  })
  const linked = (data[0]?.sales_channels ?? []).some((channel: { id?: string } | null) => channel?.id === salesChannelId)
  if (!linked) {
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: key.id, add: [salesChannelId] },
    })
  }
  return key.token
}

async function ensureRegion(container: MedusaContainer): Promise<string> {
  const regions = container.resolve(Modules.REGION)
  const [existing] = await regions.listRegions({ name: REGION_NAME }, { take: 1 })
  if (existing) return existing.id
  const { result } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: REGION_NAME,
          currency_code: CURRENCY_CODE,
          countries: [COUNTRY_CODE],
          payment_providers: [MANUAL_PAYMENT_PROVIDER],
          automatic_taxes: true,
        },
      ],
    },
  })
  return result[0].id
}

async function ensureStore(container: MedusaContainer, salesChannelId: string, regionId: string) {
  const stores = container.resolve(Modules.STORE)
  const [store] = await stores.listStores({}, { take: 1, relations: ["supported_currencies"] })
  if (!store) {
    throw new Error("Medusa's default store is missing: run the database migrations first (medusa db:migrate).")
  }
  const currencies = store.supported_currencies ?? []
  const usdIsDefault = currencies.length === 1 && currencies[0].currency_code === CURRENCY_CODE && currencies[0].is_default
  // The returns policy's free return shipping above $100 a unit, as a setting the merchant can change
  // in Medusa's dashboard; set once, so a changed or emptied value stands.
  const returnShippingSet = store.metadata?.[FREE_RETURN_SHIPPING_SETTING] !== undefined
  const upToDate =
    returnShippingSet &&
    store.name === SHOP_NAME &&
    usdIsDefault &&
    store.default_sales_channel_id === salesChannelId &&
    store.default_region_id === regionId
  if (upToDate) return
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: SHOP_NAME,
        supported_currencies: [{ currency_code: CURRENCY_CODE, is_default: true }],
        default_sales_channel_id: salesChannelId,
        default_region_id: regionId,
        ...(returnShippingSet ? {} : { metadata: { ...(store.metadata ?? {}), [FREE_RETURN_SHIPPING_SETTING]: String(SEEDED_FREE_RETURN_SHIPPING_OVER) } }),
      },
    },
  })
}

async function ensureStockLocation(container: MedusaContainer, salesChannelId: string): Promise<string> {
  const stockLocations = container.resolve(Modules.STOCK_LOCATION)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)

  let [location] = await stockLocations.listStockLocations({ name: STOCK_LOCATION_NAME }, { take: 1 })
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: STOCK_LOCATION_NAME,
            address: {
              address_1: "4500 S Garnett Rd",
              city: "Tulsa",
              province: "OK",
              postal_code: "74146",
              country_code: "US",
            },
          },
        ],
      },
    })
    location = result[0]
  }

  const { data } = await query.graph({
    entity: "stock_location",
    fields: ["id", "fulfillment_providers.id", "sales_channels.id"],
    filters: { id: location.id },
  })
  const current = data[0]
  const hasProvider = (current?.fulfillment_providers ?? []).some(
    (provider: { id?: string } | null) => provider?.id === MANUAL_FULFILLMENT_PROVIDER
  )
  if (!hasProvider) {
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_FULFILLMENT_PROVIDER },
    })
  }
  const hasChannel = (current?.sales_channels ?? []).some((channel: { id?: string } | null) => channel?.id === salesChannelId)
  if (!hasChannel) {
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: location.id, add: [salesChannelId] },
    })
  }
  return location.id
}

async function defaultShippingProfileId(container: MedusaContainer): Promise<string> {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const profiles = await fulfillment.listShippingProfiles({ type: "default" }, { take: 1 })
  if (profiles[0]) return profiles[0].id
  const [created] = await fulfillment.createShippingProfiles([{ name: "Default Shipping Profile", type: "default" }])
  return created.id
}

/**
 * Three options in one service zone: Standard ($9.99) up to and including the threshold and Free
 * strictly above it, told apart by the cart's item subtotal before tax
 * (see src/workflows/hooks/shipping-options-context.ts), and Express (1-2 business days) for every
 * cart. The checkout offers those that apply, the cheapest chosen first.
 */
async function ensureShippingOptions(
  container: MedusaContainer,
  stockLocationId: string,
  shippingProfileId: string
): Promise<string[]> {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const link = container.resolve(ContainerRegistrationKeys.LINK)

  let [fulfillmentSet] = await fulfillment.listFulfillmentSets(
    { name: FULFILLMENT_SET_NAME },
    { take: 1, relations: ["service_zones"] }
  )
  if (!fulfillmentSet) {
    fulfillmentSet = await fulfillment.createFulfillmentSets({
      name: FULFILLMENT_SET_NAME,
      type: "shipping",
      service_zones: [{ name: REGION_NAME, geo_zones: [{ type: "country", country_code: COUNTRY_CODE }] }],
    })
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    })
  }
  const serviceZoneId = fulfillmentSet.service_zones[0].id

  const threshold = (operator: "lte" | "gt") => [{ attribute: ITEM_SUBTOTAL_RULE_ATTRIBUTE, operator, value: String(SEEDED_FREE_SHIPPING_THRESHOLD) }]
  const wanted = [
    {
      name: STANDARD_SHIPPING_OPTION_NAME,
      amount: SEEDED_STANDARD_SHIPPING_PRICE,
      rules: threshold("lte"),
      label: "Standard",
      description: "Delivered in 3-7 business days.",
      code: "standard",
    },
    {
      name: FREE_SHIPPING_OPTION_NAME,
      amount: 0,
      rules: threshold("gt"),
      label: "Free Shipping",
      description: "Delivered in 3-7 business days.",
      code: "free",
    },
    {
      name: EXPRESS_SHIPPING_OPTION_NAME,
      amount: SEEDED_EXPRESS_SHIPPING_PRICE,
      rules: [],
      label: "Express",
      description: "Delivered in 1-2 business days.",
      code: "express",
    },
  ]

  const ids: string[] = []
  for (const option of wanted) {
    const [existing] = await fulfillment.listShippingOptions({ name: option.name, service_zone: { id: serviceZoneId } }, { take: 1 })
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const { result } = await createShippingOptionsWorkflow(container).run({
      input: [
        {
          name: option.name,
          price_type: "flat",
          provider_id: MANUAL_FULFILLMENT_PROVIDER,
          service_zone_id: serviceZoneId,
          shipping_profile_id: shippingProfileId,
          type: { label: option.label, description: option.description, code: option.code },
          prices: [{ currency_code: CURRENCY_CODE, amount: option.amount }],
          rules: [
            { attribute: "enabled_in_store", operator: "eq", value: "true" },
            { attribute: "is_return", operator: "eq", value: "false" },
            ...option.rules,
          ],
        },
      ],
    })
    ids.push(result[0].id)
  }
  return ids
}

/** US sales tax on items; shipping carries a 0% rate through a rule per shipping option. */
async function ensureTaxRegion(container: MedusaContainer, shippingOptionIds: string[]) {
  const tax = container.resolve(Modules.TAX)
  const countryRegions = await tax.listTaxRegions({ country_code: COUNTRY_CODE })
  let taxRegion = countryRegions.find((region) => !region.parent_id && !region.province_code)
  if (!taxRegion) {
    const { result } = await createTaxRegionsWorkflow(container).run({
      input: [
        {
          country_code: COUNTRY_CODE,
          provider_id: SHOP_TAX_PROVIDER_ID,
          default_tax_rate: { rate: SEEDED_TAX_RATE_PERCENT, code: "US-SALES-TAX", name: "US Sales Tax" },
        },
      ],
    })
    taxRegion = result[0]
  }

  const [shippingRate] = await tax.listTaxRates(
    { tax_region_id: taxRegion.id, code: SHIPPING_TAX_RATE_CODE },
    { take: 1 }
  )
  if (!shippingRate) {
    await createTaxRatesWorkflow(container).run({
      input: [
        {
          tax_region_id: taxRegion.id,
          name: "Shipping (not taxed)",
          code: SHIPPING_TAX_RATE_CODE,
          rate: 0,
          rules: shippingOptionIds.map((id) => ({ reference: "shipping_option", reference_id: id })),
        },
      ],
    })
    return
  }
  const rules = await tax.listTaxRateRules({ tax_rate_id: shippingRate.id })
  const covered = new Set(rules.map((rule) => rule.reference_id))
  const missing = shippingOptionIds.filter((id) => !covered.has(id))
  if (missing.length) {
    await tax.createTaxRateRules(
      missing.map((id) => ({ tax_rate_id: shippingRate.id, reference: "shipping_option", reference_id: id }))
    )
  }
}

async function ensureCategories(container: MedusaContainer): Promise<Record<string, string>> {
  const products = container.resolve(Modules.PRODUCT)
  const handles = PRODUCT_CATEGORIES.map((category) => category.handle)
  const existing = await products.listProductCategories({ handle: handles }, { take: handles.length })
  const ids: Record<string, string> = Object.fromEntries(existing.map((category) => [category.handle, category.id]))
  const missing = PRODUCT_CATEGORIES.filter((category) => !ids[category.handle])
  if (missing.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missing.map((category, index) => ({
          name: category.name,
          handle: category.handle,
          description: category.description,
          is_active: true,
          is_internal: false,
          rank: PRODUCT_CATEGORIES.findIndex((c) => c.handle === category.handle) ?? index,
        })),
      },
    })
    for (const category of result) ids[category.handle] = category.id
  }
  return ids
}

async function ensureTags(container: MedusaContainer): Promise<Record<string, string>> {
  const products = container.resolve(Modules.PRODUCT)
  const values = [...PRODUCT_TAGS]
  const existing = await products.listProductTags({ value: values }, { take: values.length })
  const ids: Record<string, string> = Object.fromEntries(existing.map((tag) => [tag.value, tag.id]))
  const missing = values.filter((value) => !ids[value])
  if (missing.length) {
    const { result } = await createProductTagsWorkflow(container).run({
      input: { product_tags: missing.map((value) => ({ value })) },
    })
    for (const tag of result) ids[tag.value] = tag.id
  }
  return ids
}
