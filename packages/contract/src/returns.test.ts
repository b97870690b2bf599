import { describe, expect, it } from "vitest"
import { receiveReturnBodySchema, returnRefund, shopPaysReturnShipping } from "./returns"

describe("returnRefund", () => {
  const lines = [
    { price: 249.99, quantity: 2, taxRate: 8 },
    { price: "19.95", quantity: 1, taxRate: 8 },
  ]

  it("refunds the items and the tax the order charged on them to the cent, without shipping for a change of mind", () => {
    // 519.93 of items, 41.59 of tax (41.5944 rounded).
    expect(returnRefund({ lines, reason: "no_longer_needed", shippingCost: 9.99, shippingAlreadyRefunded: false })).toBe(561.52)
    // At the rate the order was taxed at (a state's own, say), not today's.
    expect(returnRefund({ lines: [{ price: 100, quantity: 1, taxRate: 7.25 }], reason: "other", shippingCost: 0, shippingAlreadyRefunded: false })).toBe(107.25)
    // Lines taxed at two rates: each rate's items taxed once.
    const mixed = [{ price: 10.05, quantity: 1, taxRate: 8.25 }, { price: 10.05, quantity: 1, taxRate: 8.25 }, { price: 3, quantity: 1, taxRate: 0 }]
    expect(returnRefund({ lines: mixed, reason: "other", shippingCost: 0, shippingAlreadyRefunded: false })).toBe(24.76)
  })

  it("adds the order's shipping for damaged or defective items, once per order", () => {
    expect(returnRefund({ lines: [{ price: 50, quantity: 1, taxRate: 8 }], reason: "damaged", shippingCost: "9.99", shippingAlreadyRefunded: false })).toBe(63.99)
    expect(returnRefund({ lines: [{ price: 50, quantity: 1, taxRate: 8 }], reason: "defective", shippingCost: 9.99, shippingAlreadyRefunded: true })).toBe(54)
    expect(returnRefund({ lines: [{ price: 50, quantity: 1, taxRate: 8 }], reason: "wrong_item", shippingCost: 9.99, shippingAlreadyRefunded: false })).toBe(54)
    // Bought with 10% off: the refund is what was paid for the items, and its tax.
    expect(returnRefund({ lines: [{ price: 50, quantity: 2, discount: 10, taxRate: 8 }], reason: "no_longer_needed", shippingCost: 0, shippingAlreadyRefunded: false })).toBe(97.2)
  })
})

describe("shopPaysReturnShipping", () => {
  it("is the shop's for damaged or defective items, or any item over the merchant's threshold, else the customer's", () => {
    expect(shopPaysReturnShipping("defective", [20], 100)).toBe(true)
    expect(shopPaysReturnShipping("damaged", [20], null)).toBe(true)
    expect(shopPaysReturnShipping("no_longer_needed", [20, 100.01], 100)).toBe(true)
    expect(shopPaysReturnShipping("no_longer_needed", [100], 100)).toBe(false)
    expect(shopPaysReturnShipping("no_longer_needed", [500], null)).toBe(false)
    expect(shopPaysReturnShipping("wrong_item", [], 100)).toBe(false)
  })
})

describe("receiveReturnBodySchema", () => {
  it("takes nothing, restock choices, and a refund amount as text or number; refuses anything else", () => {
    expect(receiveReturnBodySchema.parse({})).toEqual({})
    expect(receiveReturnBodySchema.parse({ items: [{ productId: "p", restock: true }], refundAmount: "40.5", refundReason: " Cable missing " })).toEqual({
      items: [{ productId: "p", restock: true }],
      refundAmount: 40.5,
      refundReason: "Cable missing",
    })
    expect(receiveReturnBodySchema.parse({ refundAmount: 12 }).refundAmount).toBe(12)
    expect(receiveReturnBodySchema.safeParse({ refundAmount: "-1" }).success).toBe(false)
    expect(receiveReturnBodySchema.safeParse({ refundAmount: "1.234" }).success).toBe(false)
    expect(receiveReturnBodySchema.safeParse({ items: [{ productId: "p", restock: "yes" }] }).success).toBe(false)
    expect(receiveReturnBodySchema.safeParse({ extra: true }).success).toBe(false)
  })
})
