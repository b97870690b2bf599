import { vi } from 'vitest'
import type { ShopPricing } from '@printshop/contract'
import { SHOP_PRICING_ELEMENT_ID, pricingArrivedNow } from '@/lib/shop-pricing'
import { makeShopPricing } from './fixtures'

// A stand-in for the shop's API: tests route every fetch to a handler and read what was sent.

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export const fetchMock = vi.fn<typeof fetch>()

/**
 * The shop's tax and shipping settings as the page carries them (the server's head puts them in its
 * HTML) and as GET /api/shop/pricing answers them; the seeded ones unless a test sets others.
 */
export function setShopPricing(pricing: ShopPricing = makeShopPricing()) {
  let element = document.getElementById(SHOP_PRICING_ELEMENT_ID)
  if (!element) {
    element = document.createElement('script')
    element.id = SHOP_PRICING_ELEMENT_ID
    element.setAttribute('type', 'application/json')
    document.head.append(element)
  }
  element.textContent = JSON.stringify(pricing)
  pricingArrivedNow()
}

const pricingInPage = () => JSON.parse(document.getElementById(SHOP_PRICING_ELEMENT_ID)?.textContent ?? 'null') as ShopPricing | null

/**
 * Routes every fetch to `handler`, which sees the request URL resolved against the page origin;
 * GET /api/shop/pricing answers the settings of setShopPricing.
 */
export function mockApi(handler: (url: URL) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const pricing = pricingInPage()
    if (url.pathname === '/api/shop/pricing' && (init?.method ?? 'GET') === 'GET' && pricing) return jsonResponse(pricing)
    return handler(url)
  })
}

/** The URLs fetched so far, in order. */
export function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
}

export function resetApiMock() {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
}
