import { describe, expect, it } from "vitest"
import { returnRefund } from "./returns"

describe("returnRefund", () => {
  const lines = [
    { price: 249.99, quantity: 2 },
    { price: "19.95", quantity: 1 },
  ]

  it("refunds the items and their 8% tax to the cent, without shipping for a change of mind", () => {
    // 519.93 of items, 41.59 of tax (41.5944 rounded).
    expect(returnRefund({ lines, reason: "no_longer_needed", shippingCost: 9.99, shippingAlreadyRefunded: false })).toBe(561.52)
  })

  it("adds the order's shipping for damaged or defective items, once per order", () => {
    expect(returnRefund({ lines: [{ price: 50, quantity: 1 }], reason: "damaged", shippingCost: "9.99", shippingAlreadyRefunded: false })).toBe(63.99)
    expect(returnRefund({ lines: [{ price: 50, quantity: 1 }], reason: "defective", shippingCost: 9.99, shippingAlreadyRefunded: true })).toBe(54)
    expect(returnRefund({ lines: [{ price: 50, quantity: 1 }], reason: "wrong_item", shippingCost: 9.99, shippingAlreadyRefunded: false })).toBe(54)
    // Bought with 10% off: the refund is what was paid for the items, and its tax.
    expect(returnRefund({ lines: [{ price: 50, quantity: 2, discount: 10 }], reason: "no_longer_needed", shippingCost: 0, shippingAlreadyRefunded: false })).toBe(97.2)
  })
})
