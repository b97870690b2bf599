import {
  applicableShipping,
  contextFor,
  estimateTotals,
  fromCents,
  toCents,
  type CheckoutShippingOption,
  type OrderTotals,
  type PreparedCheckout,
  type PromotionCheck,
  type ShopPricing,
} from '@printshop/contract'
import type { AppliedDiscount } from '@/components/order-totals-list'
import { totalsFrom } from '@/lib/promo-code'

/** What the checkout's summary shows, and the total the order is sent with. */
export interface CheckoutFigures {
  /** Null only while the shop's settings are on their way and nothing is prepared yet. */
  totals: OrderTotals | null
  discount: AppliedDiscount | null
  /** Figures the server has not confirmed for this cart, code, address and option yet. */
  estimate: boolean
  /** The sales tax rate of the order in percent, when it is known to be one rate. */
  taxRate: number | null
  /** The company's tax exemption certificate that takes the tax off the figures (the server's answer), or null. */
  taxExemptCertificate: string | null
}

/** The figures of a refused Place Order (409 total_mismatch): the server's, for the order as it was sent. */
export type ServerFigures = Pick<PreparedCheckout, 'subtotal' | 'discount' | 'shippingCost' | 'tax' | 'totalAmount'>

/**
 * The checkout's figures, the best known for the cart, code, address and shipping option as they
 * are now: the prepared order's when the server has answered for them (Medusa's own figures,
 * confirmed); else the server's answer to a refused Place Order for them; else, while the server
 * answers for a new address or option, its last answer for this cart with the chosen option's
 * price (so a shopper in a state with its own rate does not see the country's meanwhile); else,
 * with a code, the check's answer; else an estimate from Medusa's settings (the country's rate, the
 * chosen or cheapest option).
 */
export function checkoutFigures({
  subtotal,
  pricing,
  code,
  refused,
  check,
  prepared,
  refusedWith,
  previous,
  shippingOptionId,
}: {
  subtotal: number
  pricing: ShopPricing | undefined
  code: string | null
  /** Why the code does not apply now (the check or Place Order refused it), or null. */
  refused: string | null
  check: PromotionCheck | undefined
  /** The prepared order, only while it answers for the checkout as it is now. */
  prepared: PreparedCheckout | undefined
  /** The figures of Place Order's refusal, only while they are for the checkout as it is now. */
  refusedWith?: ServerFigures | null
  /** The server's last answer for this cart (its lines and code) under another address or option. */
  previous?: PreparedCheckout | null
  /** The option the shopper chose, if any. */
  shippingOptionId: string | null
}): CheckoutFigures {
  const withCode = code !== null && !refused
  if (prepared && (prepared.promoCode === null || withCode)) {
    return {
      totals: totalsFrom(prepared),
      // A prepared order keeps no kind of discount: only a free-shipping code takes nothing off the items.
      discount: prepared.promoCode ? { code: prepared.promoCode, freeShipping: Number(prepared.discount) === 0 } : null,
      estimate: false,
      taxRate: prepared.taxRate,
      taxExemptCertificate: prepared.taxExemptCertificate,
    }
  }
  const taxRate = pricing?.taxRate ?? null
  if (refusedWith) {
    const discounted = withCode && Number(refusedWith.discount ?? 0) > 0
    return {
      totals: totalsFrom(refusedWith),
      discount: withCode ? { code, freeShipping: !discounted } : null,
      estimate: false,
      taxRate: null,
      taxExemptCertificate: null,
    }
  }
  if (previous && (previous.promoCode === null || withCode)) {
    const figures = totalsFrom(previous)
    const option = previous.shippingOptions.find((offer) => offer.id === shippingOptionId)
    // A free-shipping code ships any option free.
    const freeShippingCode = previous.promoCode !== null && Number(previous.discount) === 0
    const shipping = option && !freeShippingCode ? Number(option.amount) : figures.shipping
    return {
      totals: { ...figures, shipping, total: fromCents(toCents(figures.total) - toCents(figures.shipping) + toCents(shipping)) },
      discount: previous.promoCode ? { code: previous.promoCode, freeShipping: freeShippingCode } : null,
      estimate: false,
      taxRate: previous.taxRate,
      taxExemptCertificate: previous.taxExemptCertificate,
    }
  }
  if (withCode && check) {
    return { totals: totalsFrom(check), discount: { code, freeShipping: check.freeShipping }, estimate: true, taxRate, taxExemptCertificate: null }
  }
  return {
    totals: pricing ? estimateTotals(subtotal, pricing, null, shippingOptionId) : null,
    discount: null,
    estimate: false,
    taxRate,
    taxExemptCertificate: null,
  }
}

/** The options the checkout offers before the server has answered: those of the settings for the cart. */
export function estimatedOptions(subtotal: number, pricing: ShopPricing | undefined): CheckoutShippingOption[] {
  if (!pricing) return []
  return applicableShipping(pricing, contextFor(fromCents(toCents(subtotal)), pricing)).map(({ offer, amount }) => ({
    id: offer.id,
    name: offer.name,
    description: offer.description,
    amount: amount.toFixed(2),
  }))
}
