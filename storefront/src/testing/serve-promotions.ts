import {
  PROMO_MESSAGES,
  checkPromotionBodySchema,
  formatAmount,
  fromCents,
  applicableShipping,
  contextFor,
  discountFor,
  estimateTotals,
  itemSubtotal,
  prepareCheckoutBodySchema,
  toCents,
  type DiscountKind,
  type DiscountTerms,
  type OrderTotals,
  type PromoRefusalCode,
  type ShopPricing,
} from '@printshop/contract'
import { SHOP_PRICING_ELEMENT_ID } from '@/lib/shop-pricing'
import { jsonResponse } from './mock-api'
import type { Override } from './serve-customer'

// A stand-in for the promotions the server knows: POST /api/promotions/check and POST /api/checkout,
// priced from the products' prices and the shop's settings of the page (setShopPricing: the
// country's rate, the options' rules), refused with the contract's words. Used as (part of)
// serveCustomer's override.

/** A promotion as staff set it up, as far as the shopper's side sees it. */
export interface TestPromotion {
  code: string
  kind: DiscountKind
  /** Percent for `percentage`, dollars for `fixed`. */
  value: number
  /** The least item subtotal (dollars) it needs. */
  minimumSubtotal?: number
  /** Why it cannot be used whatever the cart holds. */
  refusal?: Exclude<PromoRefusalCode, 'promotion_invalid' | 'promotion_minimum'>
}

const REFUSALS: Record<NonNullable<TestPromotion['refusal']>, string> = {
  promotion_not_started: PROMO_MESSAGES.notStarted,
  promotion_expired: PROMO_MESSAGES.expired,
  promotion_used_up: PROMO_MESSAGES.usedUp,
  promotion_already_used: PROMO_MESSAGES.alreadyUsed,
}

type Lines = ReadonlyArray<{ productId: string; quantity: number }>
type Priced = { promotion: TestPromotion; totals: OrderTotals } | { refused: Response }

/** The figures as the /api writes them (decimal strings with two places). */
export function amounts(totals: OrderTotals) {
  return {
    discount: formatAmount(totals.discount),
    subtotal: formatAmount(totals.subtotal),
    shippingCost: formatAmount(totals.shipping),
    tax: formatAmount(totals.tax),
    totalAmount: formatAmount(totals.total),
  }
}

export function promotionsOverride({
  promotions,
  prices,
}: {
  promotions: TestPromotion[]
  /** Each product's unit price in dollars. */
  prices: Record<string, number>
}): Override {
  const subtotalOf = (lines: Lines) => itemSubtotal(lines.map((line) => ({ price: prices[line.productId] ?? 0, quantity: line.quantity })))

  function price(code: string, lines: Lines): Priced {
    const promotion = promotions.find((candidate) => candidate.code === code)
    if (!promotion) return { refused: jsonResponse({ code: 'promotion_invalid', message: PROMO_MESSAGES.invalid }, 400) }
    if (promotion.refusal) return { refused: jsonResponse({ code: promotion.refusal, message: REFUSALS[promotion.refusal] }, 409) }
    const subtotal = subtotalOf(lines)
    if (promotion.minimumSubtotal !== undefined && toCents(subtotal) < toCents(promotion.minimumSubtotal)) {
      const missing = fromCents(toCents(promotion.minimumSubtotal) - toCents(subtotal))
      return {
        refused: jsonResponse(
          { code: 'promotion_minimum', message: PROMO_MESSAGES.minimum(missing), missing: formatAmount(missing) },
          409,
        ),
      }
    }
    return { promotion, totals: estimateTotals(subtotal, settings(), promotion) }
  }

  return (request) => {
    if (request.method !== 'POST') return undefined
    if (request.url.pathname === '/api/promotions/check') {
      const parsed = checkPromotionBodySchema.safeParse(request.body)
      if (!parsed.success) return jsonResponse({ message: 'Invalid request', errors: [{ path: 'code', message: PROMO_MESSAGES.invalid }] }, 400)
      const priced = price(parsed.data.code, parsed.data.items)
      if ('refused' in priced) return priced.refused
      const { promotion, totals } = priced
      return jsonResponse({ code: promotion.code, kind: promotion.kind, freeShipping: promotion.kind === 'free_shipping', ...amounts(totals) })
    }
    if (request.url.pathname === '/api/checkout') {
      const parsed = prepareCheckoutBodySchema.safeParse(request.body)
      if (!parsed.success) return jsonResponse({ message: 'Invalid request' }, 400)
      const { sessionId, promoCode, items, shippingOptionId } = parsed.data
      if (promoCode === null) return jsonResponse(prepared({ sessionId, promoCode: null, subtotal: subtotalOf(items), shippingOptionId }))
      const priced = price(promoCode, items)
      if ('refused' in priced) return priced.refused
      return jsonResponse(prepared({ sessionId, promoCode, subtotal: subtotalOf(items), shippingOptionId, terms: priced.promotion }))
    }
    return undefined
  }
}

/** The settings the page carries (see setShopPricing). */
function settings(): ShopPricing {
  return JSON.parse(document.getElementById(SHOP_PRICING_ELEMENT_ID)?.textContent ?? 'null') as ShopPricing
}

/** A prepared checkout as the server answers it: the options for the cart, the chosen one if it applies (else the cheapest). */
function prepared({
  sessionId,
  promoCode,
  subtotal,
  shippingOptionId,
  terms = null,
}: {
  sessionId: string
  promoCode: string | null
  subtotal: number
  shippingOptionId: string | null | undefined
  terms?: DiscountTerms | null
}) {
  const pricing = settings()
  const discounted = subtotal - discountFor(subtotal, terms)
  const options = applicableShipping(pricing, contextFor(discounted, pricing))
  const chosen = options.find(({ offer }) => offer.id === shippingOptionId) ?? options[0]
  return {
    sessionId,
    promoCode,
    ...amounts(estimateTotals(subtotal, pricing, terms, chosen?.offer.id)),
    shippingOptions: options.map(({ offer, amount }) => ({ id: offer.id, name: offer.name, description: offer.description, amount: formatAmount(terms?.kind === 'free_shipping' ? 0 : amount) })),
    shippingOptionId: chosen?.offer.id ?? null,
    taxRate: pricing.taxRate,
  }
}
