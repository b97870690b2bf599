import type { PaymentMethod } from "./orders"

/**
 * The shop's pricing (docs/decisions.md, "Medusa's settings decide"). The figures themselves (tax
 * rates, shipping options, their prices and rules) live in Medusa and are read from it: the
 * backend answers them at GET /api/shop/pricing, and the functions below estimate a cart's totals
 * from that answer before an address is known. The checkout's figures are Medusa's own, for the
 * address typed in.
 */

export const toCents = (amount: number): number => Math.round(amount * 100)
export const fromCents = (cents: number): number => cents / 100
/** An amount as the /api writes it: a decimal string with two places. */
export const formatAmount = (amount: number): string => amount.toFixed(2)

export interface OrderTotals {
  /** The item subtotal before the discount. */
  subtotal: number
  /** What a promotion takes off the item subtotal (0 without one). */
  discount: number
  shipping: number
  tax: number
  total: number
}

/** What a promotion gives: a percentage off the items, a fixed amount off the order, or free shipping. */
export const DISCOUNT_KINDS = ["percentage", "fixed", "free_shipping"] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]
export interface DiscountTerms {
  kind: DiscountKind
  /** Percent (0-100) for `percentage`, dollars for `fixed`; ignored for `free_shipping`. */
  value: number
}

/**
 * The discount in dollars a promotion takes off an item subtotal, to the cent: a percentage of it
 * (rounded half up), or a fixed amount never above it; free shipping takes nothing off the items.
 */
export function discountFor(subtotal: number, terms: DiscountTerms | null | undefined): number {
  if (!terms) return 0
  const subtotalCents = toCents(subtotal)
  if (terms.kind === "percentage") return fromCents(Math.min(subtotalCents, Math.round((subtotalCents * terms.value) / 100)))
  if (terms.kind === "fixed") return fromCents(Math.min(subtotalCents, toCents(terms.value)))
  return 0
}

/**
 * A discount shared across amounts in cents, in proportion, as whole cents that add up to it
 * exactly (largest remainder first): how the server spreads an order's discount over its lines.
 */
export function shareInCents(amountsCents: readonly number[], discountCents: number): number[] {
  const total = amountsCents.reduce((sum, amount) => sum + amount, 0)
  if (total <= 0 || discountCents <= 0) return amountsCents.map(() => 0)
  const exact = amountsCents.map((amount) => (amount * discountCents) / total)
  const shares = exact.map(Math.floor)
  let left = discountCents - shares.reduce((sum, share) => sum + share, 0)
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    shares[index] += 1
    left -= 1
  }
  return shares
}

// ---------------------------------------------------------------------------------------------
// Quantity prices: Medusa's price tiers (docs/decisions.md, "Quantity prices").
// ---------------------------------------------------------------------------------------------

/** The unit price from `minQuantity` units on, as the product answer carries it (cheapest last). */
export type QuantityPrice = { minQuantity: number; price: number | string }

/** At most this many quantity prices per product. */
export const MAX_QUANTITY_PRICES = 5

/**
 * The unit price of a line of `quantity` units: the lowest of the price of one and the quantity
 * price whose band holds the quantity (a band runs from its `minQuantity` to the next one's), as
 * Medusa's pricing chooses among the prices that match a cart line's quantity.
 */
export function unitPriceFor(price: number | string, quantityPrices: readonly QuantityPrice[] | null | undefined, quantity: number): number {
  const base = Number(price)
  let band: QuantityPrice | undefined
  for (const tier of quantityPrices ?? []) if (tier.minQuantity <= quantity && (!band || tier.minQuantity > band.minQuantity)) band = tier
  return band ? Math.min(base, Number(band.price)) : base
}

/** What a line saves by its quantity price, against the price of one (0 when it has none). */
export function quantitySaving(price: number | string, quantityPrices: readonly QuantityPrice[] | null | undefined, quantity: number): number {
  return fromCents((toCents(Number(price)) - toCents(unitPriceFor(price, quantityPrices, quantity))) * quantity)
}

/** A quantity price's saving against the price of one, in whole percent ($45.50 -> $42.00: 8). */
export const quantityPricePercentOff = (price: number | string, tierPrice: number | string): number => {
  const one = toCents(Number(price))
  return one > 0 ? Math.max(0, Math.round(((one - toCents(Number(tierPrice))) * 100) / one)) : 0
}

/** A line priced by the shop's rules: a unit price, and the quantity prices that may lower it. */
export type PricedLine = { price: number | string; quantity: number; quantityPrices?: readonly QuantityPrice[] | null }

/** The item subtotal of lines of unit price (by quantity) x quantity, in cents then back, so sums of cents stay exact. */
export function itemSubtotal(lines: ReadonlyArray<PricedLine>): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(unitPriceFor(line.price, line.quantityPrices, line.quantity)) * line.quantity, 0))
}

// ---------------------------------------------------------------------------------------------
// Medusa's settings, as GET /api/shop/pricing answers them.
// ---------------------------------------------------------------------------------------------

/**
 * A rule of a shipping option or of one of its prices, as Medusa keeps it: an attribute of the
 * cart compared with a value. The shop's carts give `item_subtotal` (the items before tax, after a
 * promo code's discount) and, as Medusa does, `item_total` (the items with their tax).
 */
export const PRICING_RULE_OPERATORS = ["eq", "ne", "in", "nin", "gt", "gte", "lt", "lte"] as const
export type PricingRule = {
  attribute: string
  operator: (typeof PRICING_RULE_OPERATORS)[number]
  value: string | number | boolean | Array<string | number> | null
}

/** A shipping option the shop offers (enabled in the store, for the country), with its prices. */
export type ShippingOffer = {
  id: string
  name: string
  /** What the option's type says of it, e.g. "Delivered in 1-2 business days." */
  description: string | null
  rules: PricingRule[]
  /** Its prices in the shop's currency: one whose rules hold is the price, else the one without rules. */
  prices: Array<{ amount: number; rules: PricingRule[] }>
}

/**
 * The card processor a region's payment providers include (Medusa's Stripe provider, or another
 * registered in medusa-config.ts): "Credit / Debit Card" is charged through it. `element` names
 * the browser part the card is typed into: Stripe's Payment Element, or none the shop knows (the
 * processor's own page or element is then the plugin's to bring).
 */
export type CardProcessor = {
  /** Medusa's payment provider id, e.g. "pp_stripe_stripe". */
  providerId: string
  element: "stripe" | "none"
  /** The processor's public key for the browser (STRIPE_PUBLISHABLE_KEY); null when it needs none. */
  publishableKey: string | null
}

/**
 * How shoppers may pay, from the payment providers enabled for the region in Medusa: the payment
 * methods on delivery need Medusa's system provider; "Credit / Debit Card" is charged by the card
 * processor when there is one, and otherwise recorded through the system provider, not charged.
 */
export type ShopPayments = {
  methods: PaymentMethod[]
  cardProcessor: CardProcessor | null
}

/**
 * GET /api/shop/pricing (schema in ./answers): the country's sales tax, the shipping options and
 * the ways to pay, as the merchant set them in Medusa.
 */
export type ShopPricing = {
  currencyCode: string
  /** The country's default sales tax in percent (a state's own rate applies once the address is known). */
  taxRate: number
  shippingOptions: ShippingOffer[]
  payments: ShopPayments
}

/** What a cart is, for the rules: its item subtotal before tax (after any discount) and with the tax. */
export type PricingContext = { item_subtotal: number; item_total: number }

/** Whether a rule holds for the cart (an attribute the cart does not have never holds). */
export function ruleHolds(rule: PricingRule, context: Record<string, number | string | boolean | undefined>): boolean {
  const actual = context[rule.attribute]
  if (actual === undefined) return false
  const values = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(String)
  const number = (value: unknown) => Number(value)
  switch (rule.operator) {
    case "eq":
      return values.includes(String(actual))
    case "ne":
      return !values.includes(String(actual))
    case "in":
      return values.includes(String(actual))
    case "nin":
      return !values.includes(String(actual))
    case "gt":
      return number(actual) > number(values[0])
    case "gte":
      return number(actual) >= number(values[0])
    case "lt":
      return number(actual) < number(values[0])
    case "lte":
      return number(actual) <= number(values[0])
  }
}

/** Rules every store option carries, which a storefront cart meets by being one. */
const STORE_CONTEXT = { enabled_in_store: "true", is_return: "false" }

/** The price of an option for the cart, or null when the option does not apply to it. */
export function offerPrice(offer: ShippingOffer, context: PricingContext): number | null {
  const cart = { ...STORE_CONTEXT, ...context }
  if (!offer.rules.every((rule) => ruleHolds(rule, cart))) return null
  // A price with rules that hold wins over the plain one, as Medusa's pricing chooses.
  const ruled = offer.prices.filter((price) => price.rules.length > 0 && price.rules.every((rule) => ruleHolds(rule, cart)))
  const plain = offer.prices.filter((price) => price.rules.length === 0)
  const candidates = ruled.length ? ruled : plain
  return candidates.length ? Math.min(...candidates.map((price) => price.amount)) : null
}

/** An option that applies to a cart, at its price for it. */
export type PricedOffer = { offer: ShippingOffer; amount: number }

/** The options that apply to a cart with their prices, cheapest first (as the shop lists them when the prices tie). */
export function applicableShipping(pricing: ShopPricing, context: PricingContext): PricedOffer[] {
  const priced: PricedOffer[] = []
  for (const offer of pricing.shippingOptions) {
    const amount = offerPrice(offer, context)
    if (amount !== null) priced.push({ offer, amount })
  }
  return priced.sort((a, b) => a.amount - b.amount)
}

/** The cheapest option that applies to a cart, with its price; null when none does. */
export function cheapestShipping(pricing: ShopPricing, context: PricingContext): PricedOffer | null {
  return applicableShipping(pricing, context)[0] ?? null
}

/** The sales tax of an amount at a rate in percent, rounded half up to the cent. */
export const taxOn = (amount: number, ratePercent: number) => fromCents(Math.round((toCents(amount) * ratePercent) / 100))

/** The cart an item subtotal (after the discount) is, for the rules, at the country's rate. */
export const contextFor = (discounted: number, pricing: ShopPricing): PricingContext => ({
  item_subtotal: discounted,
  item_total: fromCents(toCents(discounted) + toCents(taxOn(discounted, pricing.taxRate))),
})

/**
 * A cart's totals before an address is known, from Medusa's settings: the discount comes off the
 * item subtotal; shipping is the chosen option when it applies to the discounted subtotal, else the
 * cheapest that does (none with a free-shipping code); tax is the country's rate of the discounted
 * subtotal; total = discounted subtotal + shipping + tax. An estimate: the checkout's figures are
 * Medusa's for the address.
 */
export function estimateTotals(
  subtotal: number,
  pricing: ShopPricing,
  terms?: DiscountTerms | null,
  shippingOptionId?: string | null,
): OrderTotals {
  const subtotalCents = toCents(subtotal)
  const discountCents = toCents(discountFor(subtotal, terms))
  const discounted = fromCents(subtotalCents - discountCents)
  const offers = applicableShipping(pricing, contextFor(discounted, pricing))
  const chosen = offers.find(({ offer }) => offer.id === shippingOptionId) ?? offers[0]
  const shipping = terms?.kind === "free_shipping" ? 0 : (chosen?.amount ?? 0)
  const taxCents = toCents(taxOn(discounted, pricing.taxRate))
  const shippingCents = toCents(shipping)
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(discountCents),
    shipping: fromCents(shippingCents),
    tax: fromCents(taxCents),
    total: fromCents(subtotalCents - discountCents + shippingCents + taxCents),
  }
}

/** From which item subtotal shipping is free: `amount`, and whether that amount itself is ("or more") or only above it ("over"). */
export type FreeShipping = { amount: number; inclusive: boolean }

/**
 * The lowest item subtotal from which the cheapest option costs nothing (read from the options' and
 * prices' rules), or null when shipping is never free. Found by trying each amount a rule names (for
 * a rule on the total with tax, the subtotal it amounts to) and the cent above it.
 */
export function freeShippingFrom(pricing: ShopPricing): FreeShipping | null {
  const named = new Set<number>([0])
  for (const offer of pricing.shippingOptions) {
    for (const rule of [...offer.rules, ...offer.prices.flatMap((price) => price.rules)]) {
      for (const value of Array.isArray(rule.value) ? rule.value : [rule.value]) {
        const amount = Number(value)
        if (!Number.isFinite(amount) || amount < 0) continue
        named.add(fromCents(toCents(amount)))
        // A rule on the total with tax names the subtotal whose total reaches it, within a cent.
        if (rule.attribute === "item_total") {
          const before = (amount * 100) / (1 + pricing.taxRate / 100)
          named.add(fromCents(Math.floor(before)))
          named.add(fromCents(Math.ceil(before)))
        }
      }
    }
  }
  const candidates = [...named].flatMap((amount) => [{ amount, inclusive: true }, { amount: fromCents(toCents(amount) + 1), inclusive: false, above: amount }])
  candidates.sort((a, b) => a.amount - b.amount)
  const freeAt = (amount: number) => cheapestShipping(pricing, contextFor(amount, pricing))?.amount === 0
  const highest = candidates[candidates.length - 1].amount
  // Free from there on: at the candidate, at every candidate above it, and well beyond the last.
  const index = candidates.findIndex((_, at) => candidates.slice(at).every((later) => freeAt(later.amount)) && freeAt(highest * 10 + 1))
  if (index < 0) return null
  const found = candidates[index] as { amount: number; inclusive: boolean; above?: number }
  if (found.amount === 0) return { amount: 0, inclusive: true }
  return found.inclusive ? { amount: found.amount, inclusive: true } : { amount: found.above!, inclusive: false }
}

/**
 * How much more the shopper must add for free shipping: the smallest amount (to the cent) that
 * brings the subtotal to where shipping is free, e.g. $0.01 at exactly $99.00 when it is free over
 * $99; zero once it ships free, or when it never does.
 */
export function amountForFreeShipping(subtotal: number, free: FreeShipping | null): number {
  if (!free) return 0
  const neededCents = toCents(free.amount) + (free.inclusive ? 0 : 1)
  const missingCents = neededCents - toCents(subtotal)
  return missingCents > 0 ? fromCents(missingCents) : 0
}

/** "$99" or "$99.50": an amount as page texts name a threshold. */
export const thresholdText = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`

/** The orders that ship free: "on orders over $99", "on orders of $150 or more" or "on every order". */
export function freeShippingOrders(free: FreeShipping): string {
  if (free.amount === 0) return "on every order"
  return free.inclusive ? `on orders of ${thresholdText(free.amount)} or more` : `on orders over ${thresholdText(free.amount)}`
}

/** "Free shipping on orders over $99" / "... of $99 or more" / "Free shipping on every order". */
export const freeShippingText = (free: FreeShipping): string => `Free shipping ${freeShippingOrders(free)}`
