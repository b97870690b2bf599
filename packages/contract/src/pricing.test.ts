import { describe, expect, it } from "vitest"
import {
  applicableShipping,
  type PricingRule,
  type ShopPricing,
  amountForFreeShipping,
  cheapestShipping,
  discountFor,
  estimateTotals,
  freeShippingFrom,
  freeShippingText,
  itemSubtotal,
  ruleHolds,
  shareInCents,
} from "./pricing"

const subtotalRule = (operator: PricingRule["operator"], value: number): PricingRule => ({ attribute: "item_subtotal", operator, value: String(value) })
const storeRules: PricingRule[] = [
  { attribute: "enabled_in_store", operator: "eq", value: "true" },
  { attribute: "is_return", operator: "eq", value: "false" },
]

const payments: ShopPricing["payments"] = { methods: ["cash_on_delivery", "card_on_delivery", "pay_with_card"], cardProcessor: null }

/** Settings as the seed makes them in Medusa: 8%, $9.99 up to $99, free above it, express $24.99. */
function seeded({ rate = 8, standard = 9.99, threshold = 99, express = true } = {}): ShopPricing {
  return {
    currencyCode: "usd",
    taxRate: rate,
    payments,
    shippingOptions: [
      { id: "so_standard", name: "Standard Shipping", description: "3-7 business days", rules: [...storeRules, subtotalRule("lte", threshold)], prices: [{ amount: standard, rules: [] }] },
      { id: "so_free", name: "Free Shipping", description: "3-7 business days", rules: [...storeRules, subtotalRule("gt", threshold)], prices: [{ amount: 0, rules: [] }] },
      ...(express ? [{ id: "so_express", name: "Express Shipping", description: "1-2 business days", rules: storeRules, prices: [{ amount: 24.99, rules: [] }] }] : []),
    ],
  }
}

describe("estimates from Medusa's settings", () => {
  it("gives the spec's figures with the seed's settings: free only strictly above $99, 8% of the items, shipping untaxed", () => {
    const pricing = seeded()
    expect(estimateTotals(95, pricing)).toEqual({ subtotal: 95, discount: 0, shipping: 9.99, tax: 7.6, total: 112.59 })
    expect(estimateTotals(120, pricing)).toEqual({ subtotal: 120, discount: 0, shipping: 0, tax: 9.6, total: 129.6 })
    expect(estimateTotals(99, pricing)).toEqual({ subtotal: 99, discount: 0, shipping: 9.99, tax: 7.92, total: 116.91 })
    expect(estimateTotals(99.01, pricing)).toEqual({ subtotal: 99.01, discount: 0, shipping: 0, tax: 7.92, total: 106.93 })
    // The express option applies to every cart but is never the cheapest.
    expect(cheapestShipping(pricing, { item_subtotal: 50, item_total: 54 })?.offer.id).toEqual("so_standard")
  })

  it("follows what the merchant sets: a rate, a price, a threshold", () => {
    const pricing = seeded({ rate: 8.25, standard: 12.5, threshold: 149 })
    expect(estimateTotals(120, pricing)).toEqual({ subtotal: 120, discount: 0, shipping: 12.5, tax: 9.9, total: 142.4 })
    expect(estimateTotals(150, pricing)).toEqual({ subtotal: 150, discount: 0, shipping: 0, tax: 12.38, total: 162.38 })
    expect(freeShippingFrom(pricing)).toEqual({ amount: 149, inclusive: false })
  })

  it("works in cents, so sums of prices stay exact", () => {
    expect(itemSubtotal([{ price: "0.10", quantity: 3 }, { price: 0.2, quantity: 1 }])).toBe(0.5)
    expect(estimateTotals(0.1 + 0.2, seeded()).subtotal).toBe(0.3)
    expect(estimateTotals(0.1 + 0.2, seeded()).total).toBe(10.31)
  })

  it("takes a promo code's discount first, then ships and taxes the discounted subtotal", () => {
    const pricing = seeded()
    expect(estimateTotals(299.99, pricing, { kind: "percentage", value: 10 })).toEqual({ subtotal: 299.99, discount: 30, shipping: 0, tax: 21.6, total: 291.59 })
    expect(estimateTotals(110, pricing, { kind: "percentage", value: 20 })).toEqual({ subtotal: 110, discount: 22, shipping: 9.99, tax: 7.04, total: 105.03 })
    expect(estimateTotals(149.99, pricing, { kind: "fixed", value: 15 })).toEqual({ subtotal: 149.99, discount: 15, shipping: 0, tax: 10.8, total: 145.79 })
    expect(estimateTotals(10, pricing, { kind: "fixed", value: 25 })).toEqual({ subtotal: 10, discount: 10, shipping: 9.99, tax: 0, total: 9.99 })
    expect(estimateTotals(45.5, pricing, { kind: "free_shipping", value: 0 })).toEqual({ subtotal: 45.5, discount: 0, shipping: 0, tax: 3.64, total: 49.14 })
    expect(discountFor(0.05, { kind: "percentage", value: 10 })).toBe(0.01)
    expect(discountFor(50, { kind: "percentage", value: 100 })).toBe(50)
    expect(discountFor(45.5, null)).toBe(0)
  })

  it("reads a conditional price on one option (Medusa's dashboard: free when the items' total reaches $100)", () => {
    const pricing: ShopPricing = {
      currencyCode: "usd",
      taxRate: 8,
      payments,
      shippingOptions: [
        {
          id: "so_one",
          name: "Standard Shipping",
          description: null,
          rules: storeRules,
          prices: [
            { amount: 9.99, rules: [] },
            { amount: 0, rules: [{ attribute: "item_total", operator: "gte", value: "100" }] },
          ],
        },
      ],
    }
    // $92.58 of items is $99.99 with tax: not yet; $92.59 is $100.00.
    expect(estimateTotals(92.58, pricing).shipping).toBe(9.99)
    expect(estimateTotals(92.59, pricing).shipping).toBe(0)
    // The pages promise it from the subtotal that reaches it.
    expect(freeShippingFrom(pricing)).toEqual({ amount: 92.59, inclusive: true })
  })

  it("prices the option chosen while it applies, else the cheapest, and lists those that apply", () => {
    const pricing = seeded()
    expect(estimateTotals(50, pricing, null, "so_express")).toMatchObject({ shipping: 24.99, total: 78.99 })
    expect(estimateTotals(150, pricing, null, "so_standard")).toMatchObject({ shipping: 0 })
    expect(estimateTotals(50, pricing, null, "so_unknown")).toMatchObject({ shipping: 9.99 })
    expect(applicableShipping(pricing, { item_subtotal: 50, item_total: 54 }).map(({ offer, amount }) => [offer.id, amount])).toEqual([
      ["so_standard", 9.99],
      ["so_express", 24.99],
    ])
  })

  it("says from which subtotal shipping is free, and how much more a cart needs", () => {
    expect(freeShippingFrom(seeded())).toEqual({ amount: 99, inclusive: false })
    expect(freeShippingText(freeShippingFrom(seeded())!)).toEqual("Free shipping on orders over $99")
    const atLeast = seeded()
    atLeast.shippingOptions[0].rules = [...storeRules, subtotalRule("lt", 150)]
    atLeast.shippingOptions[1].rules = [...storeRules, subtotalRule("gte", 150)]
    expect(freeShippingFrom(atLeast)).toEqual({ amount: 150, inclusive: true })
    expect(freeShippingText({ amount: 150, inclusive: true })).toEqual("Free shipping on orders of $150 or more")
    expect(freeShippingText({ amount: 49.5, inclusive: false })).toEqual("Free shipping on orders over $49.50")
    const never = seeded()
    never.shippingOptions = never.shippingOptions.filter((option) => option.id !== "so_free")
    expect(freeShippingFrom(never)).toBeNull()

    const free = freeShippingFrom(seeded())
    expect(amountForFreeShipping(99, free)).toBe(0.01)
    expect(amountForFreeShipping(50, free)).toBe(49.01)
    expect(amountForFreeShipping(100, free)).toBe(0)
    expect(amountForFreeShipping(0, free)).toBe(99.01)
    expect(amountForFreeShipping(98.99, free)).toBe(0.02)
    expect(amountForFreeShipping(149, { amount: 150, inclusive: true })).toBe(1)
    expect(amountForFreeShipping(10, null)).toBe(0)
    expect(estimateTotals(99 + amountForFreeShipping(99, free), seeded()).shipping).toBe(0)
  })

  it("compares a rule as Medusa does", () => {
    const cart = { item_subtotal: 99, enabled_in_store: "true" }
    expect(ruleHolds(subtotalRule("lte", 99), cart)).toBe(true)
    expect(ruleHolds(subtotalRule("lt", 99), cart)).toBe(false)
    expect(ruleHolds(subtotalRule("gt", 98.99), cart)).toBe(true)
    expect(ruleHolds({ attribute: "enabled_in_store", operator: "eq", value: "true" }, cart)).toBe(true)
    expect(ruleHolds({ attribute: "enabled_in_store", operator: "in", value: ["false", "true"] }, cart)).toBe(true)
    expect(ruleHolds({ attribute: "enabled_in_store", operator: "nin", value: ["true"] }, cart)).toBe(false)
    // An attribute the cart does not have never holds.
    expect(ruleHolds({ attribute: "customer_group", operator: "eq", value: "vip" }, cart)).toBe(false)
  })
})

describe("discounts over lines", () => {
  it("spreads a discount over lines in whole cents that add up to it exactly", () => {
    expect(shareInCents([1000, 2000, 3000], 600)).toEqual([100, 200, 300])
    expect(shareInCents([100, 100, 100], 100)).toEqual([34, 33, 33])
    expect(shareInCents([29999, 1], 3000)).toEqual([3000, 0])
    expect(shareInCents([500], 0)).toEqual([0])
    for (const [amounts, discount] of [[[333, 667, 1], 77], [[12999, 4550, 899], 1845]] as const) {
      expect(shareInCents(amounts, discount).reduce((sum, share) => sum + share, 0)).toBe(discount)
    }
  })
})
