import { describe, expect, it } from "vitest"
import { amountForFreeShipping, itemSubtotal, orderTotals, shipsFree } from "./pricing"

describe("pricing rules", () => {
  it("ships free only strictly above $99, before tax", () => {
    expect(shipsFree(99)).toBe(false)
    expect(shipsFree(99.01)).toBe(true)
    expect(orderTotals(95)).toEqual({ subtotal: 95, shipping: 9.99, tax: 7.6, total: 112.59 })
    expect(orderTotals(120)).toEqual({ subtotal: 120, shipping: 0, tax: 9.6, total: 129.6 })
    expect(orderTotals(99)).toEqual({ subtotal: 99, shipping: 9.99, tax: 7.92, total: 116.91 })
    // Shipping is never taxed.
    expect(orderTotals(99.01)).toEqual({ subtotal: 99.01, shipping: 0, tax: 7.92, total: 106.93 })
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
})
