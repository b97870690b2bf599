import { describe, expect, it } from "vitest"
import { amountForFreeShipping, discountFor, itemSubtotal, orderTotals, shareInCents, shipsFree } from "./pricing"

describe("pricing rules", () => {
  it("ships free only strictly above $99, before tax", () => {
    expect(shipsFree(99)).toBe(false)
    expect(shipsFree(99.01)).toBe(true)
    expect(orderTotals(95)).toEqual({ subtotal: 95, discount: 0, shipping: 9.99, tax: 7.6, total: 112.59 })
    expect(orderTotals(120)).toEqual({ subtotal: 120, discount: 0, shipping: 0, tax: 9.6, total: 129.6 })
    expect(orderTotals(99)).toEqual({ subtotal: 99, discount: 0, shipping: 9.99, tax: 7.92, total: 116.91 })
    // Shipping is never taxed.
    expect(orderTotals(99.01)).toEqual({ subtotal: 99.01, discount: 0, shipping: 0, tax: 7.92, total: 106.93 })
  })

  it("works in cents, so sums of prices stay exact", () => {
    expect(itemSubtotal([{ price: "0.10", quantity: 3 }, { price: 0.2, quantity: 1 }])).toBe(0.5)
    expect(orderTotals(0.1 + 0.2).subtotal).toBe(0.3)
    expect(orderTotals(0.1 + 0.2).total).toBe(10.31)
  })

  it("says how much more is needed for free shipping, to the cent", () => {
    expect(amountForFreeShipping(99)).toBe(0.01)
    expect(amountForFreeShipping(50)).toBe(49.01)
    expect(amountForFreeShipping(100)).toBe(0)
    expect(amountForFreeShipping(0)).toBe(99.01)
    expect(amountForFreeShipping(98.99)).toBe(0.02)
    expect(amountForFreeShipping(99.01)).toBe(0)
    expect(orderTotals(99 + amountForFreeShipping(99)).shipping).toBe(0)
  })

  it("takes a percentage off the items, rounded half up to the cent, then ships and taxes the discounted subtotal", () => {
    // 10% of $299.99 is $29.999: $30.00 off; $269.99 still ships free; tax 8% of $269.99.
    expect(orderTotals(299.99, { kind: "percentage", value: 10 })).toEqual({ subtotal: 299.99, discount: 30, shipping: 0, tax: 21.6, total: 291.59 })
    // 20% off $110 leaves $88: below the threshold, so shipping is charged again.
    expect(orderTotals(110, { kind: "percentage", value: 20 })).toEqual({ subtotal: 110, discount: 22, shipping: 9.99, tax: 7.04, total: 105.03 })
    expect(discountFor(0.05, { kind: "percentage", value: 10 })).toBe(0.01)
    expect(discountFor(50, { kind: "percentage", value: 100 })).toBe(50)
  })

  it("takes a fixed amount off the order, never more than the items", () => {
    expect(orderTotals(149.99, { kind: "fixed", value: 15 })).toEqual({ subtotal: 149.99, discount: 15, shipping: 0, tax: 10.8, total: 145.79 })
    expect(orderTotals(10, { kind: "fixed", value: 25 })).toEqual({ subtotal: 10, discount: 10, shipping: 9.99, tax: 0, total: 9.99 })
  })

  it("gives free shipping below the threshold with a free-shipping code, and takes nothing off the items", () => {
    expect(orderTotals(45.5, { kind: "free_shipping", value: 0 })).toEqual({ subtotal: 45.5, discount: 0, shipping: 0, tax: 3.64, total: 49.14 })
    expect(discountFor(45.5, null)).toBe(0)
  })

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
