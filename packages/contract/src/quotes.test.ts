import { describe, expect, it } from "vitest"
import { acceptQuoteBodySchema, addDays, priceQuoteBodySchema, quoteRequestBodySchema, quoteStatusOn, quoteSubtotal } from "./quotes"

describe("quotes", () => {
  it("shows a quoted quote past its last day as expired, through the whole last day", () => {
    expect(quoteStatusOn("quoted", "2026-11-30", "2026-11-30")).toBe("quoted")
    expect(quoteStatusOn("quoted", "2026-11-30", "2026-12-01")).toBe("expired")
    expect(quoteStatusOn("accepted", "2026-11-30", "2026-12-01")).toBe("accepted")
    expect(quoteStatusOn("requested", null, "2026-12-01")).toBe("requested")
  })

  it("counts days across months and years", () => {
    expect(addDays("2026-11-29", 30)).toBe("2026-12-29")
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    expect(() => addDays("2026-02-30", 1)).toThrow()
  })

  it("totals the quoted lines to the cent, and not before every line is priced", () => {
    expect(quoteSubtotal([{ quantity: 3, unitPrice: 0.1 }, { quantity: 20, unitPrice: 39 }])).toBe("780.30")
    expect(quoteSubtotal([{ quantity: 3, unitPrice: 0.1 }, { quantity: 1, unitPrice: null }])).toBeNull()
    expect(quoteSubtotal([])).toBeNull()
  })

  it("refuses a request without products, with a product twice or an unknown field", () => {
    expect(quoteRequestBodySchema.safeParse({ items: [] }).error?.issues[0].message).toBe("A quote needs at least one product")
    const twice = quoteRequestBodySchema.safeParse({ items: [{ productId: "a", quantity: 1 }, { productId: "a", quantity: 2 }] })
    expect(twice.error?.issues[0].message).toBe("Each product may appear once in a quote")
    expect(quoteRequestBodySchema.safeParse({ items: [{ productId: "a", quantity: 1 }], price: 1 }).success).toBe(false)
  })

  it("reads staff's prices as numbers and a bad date or price as a clear error", () => {
    const body = priceQuoteBodySchema.parse({ items: [{ productId: "a", quantity: 2, unitPrice: "42.5" }], validUntil: "2026-12-31" })
    expect(body.items[0].unitPrice).toBe(42.5)
    expect(priceQuoteBodySchema.safeParse({ items: [{ productId: "a", quantity: 2, unitPrice: "1,000" }] }).error?.issues[0].message).toBe("Unit price must be an amount like 42.00")
    expect(priceQuoteBodySchema.safeParse({ items: [{ productId: "a", quantity: 2, unitPrice: 1 }], validUntil: "2026-02-30" }).error?.issues[0].path).toEqual(["validUntil"])
  })

  it("takes an acceptance's checkout details but never its lines or a promo code", () => {
    const checkout = {
      customerEmail: "a@example.com",
      customerName: "Ada Lovelace",
      shippingAddress: { firstName: "Ada", lastName: "Lovelace", address: "1 Main St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" },
      totalAmount: "10.00",
      paymentMethod: "cash_on_delivery",
    }
    expect(acceptQuoteBodySchema.safeParse(checkout).success).toBe(true)
    expect(acceptQuoteBodySchema.safeParse({ ...checkout, items: [{ productId: "a", quantity: 1 }] }).success).toBe(false)
    expect(acceptQuoteBodySchema.safeParse({ ...checkout, promoCode: "SAVE10" }).success).toBe(false)
  })
})
