import { queryOptions, useQuery } from '@tanstack/react-query'
import { freeShippingFrom, freeShippingText, thresholdText, type FreeShipping, type ShopPricing } from '@printshop/contract'
import { getJson } from './api-client'
import { loadAnswerSchemas } from './contract-schemas'
import { shopPricingKeys } from './query-keys'

// The shop's tax and shipping settings, as the merchant set them in Medusa (GET /api/shop/pricing):
// the cart's estimate, the free-shipping promises of the pages and the checkout's first figures are
// made from them, never from figures of the storefront's own (docs/decisions.md, "Medusa's settings
// decide"). Several features read them, so they live here.

/** The id of the element in which the page's HTML carries the settings (the server's head puts them there). */
export const SHOP_PRICING_ELEMENT_ID = 'shop-pricing'

/** The settings the page arrived with, so that its first paint says the right threshold without a request. */
function pricingInPage(): ShopPricing | undefined {
  if (typeof document === 'undefined') return undefined
  const text = document.getElementById(SHOP_PRICING_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<ShopPricing>
    return typeof value.taxRate === 'number' && Array.isArray(value.shippingOptions) ? (value as ShopPricing) : undefined
  } catch {
    return undefined
  }
}

export async function getShopPricing(): Promise<ShopPricing> {
  const [body, { shopPricingSchema }] = await Promise.all([getJson<unknown>('/api/shop/pricing'), loadAnswerSchemas()])
  return shopPricingSchema.parse(body)
}

/** How long settings are taken as current: the edge's own delay, so a change reaches the next page a shopper opens. */
const FRESH_MS = 1000
/** When the page's settings arrived: when the page loaded. */
let arrivedAt = Date.now()

/** The page's settings are new as of now (the tests' pages, each given its settings afresh). */
export function pricingArrivedNow() {
  arrivedAt = Date.now()
}

export const shopPricingQueryOptions = () =>
  queryOptions({
    queryKey: shopPricingKeys.all,
    queryFn: getShopPricing,
    initialData: pricingInPage,
    initialDataUpdatedAt: () => arrivedAt,
    staleTime: FRESH_MS,
  })

/** Medusa's tax and shipping settings; undefined only while a page without them asks. */
export function useShopPricing() {
  return useQuery(shopPricingQueryOptions())
}

/** From which item subtotal shipping is free now (null: never; undefined: not known yet). */
export function useFreeShipping(): FreeShipping | null | undefined {
  const { data } = useShopPricing()
  return data ? freeShippingFrom(data) : undefined
}

/** The item subtotals that ship free, as a sentence names them: 'over $99', 'of $150 or more', 'of any amount'. */
export function subtotalWords(free: FreeShipping): string {
  if (free.amount === 0) return 'of any amount'
  return free.inclusive ? `of ${thresholdText(free.amount)} or more` : `over ${thresholdText(free.amount)}`
}

/**
 * The free-shipping promise of a page, e.g. 'Free shipping on orders over $99'; while the settings
 * are not known, `pending`; when shipping is never free, `never`.
 */
export function useFreeShippingText({ pending = 'Free shipping on qualifying orders', never = 'Shipping calculated at checkout' } = {}): string {
  const free = useFreeShipping()
  if (free === undefined) return pending
  return free ? freeShippingText(free) : never
}
