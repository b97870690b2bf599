import { describe, expect, it } from "vitest"
import { placeOrderBodySchema } from "./orders"
import { PROMO_MESSAGES, optionalPromoCode } from "./promo-code"
import { checkPromotionBodySchema, describePromotion, promotionBodySchema } from "./promotions"

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`)

describe("promo codes", () => {
  it("are matched in capitals, trimmed; anything that cannot be a code is not valid", () => {
    expect(checkPromotionBodySchema.parse({ code: " spring10 ", items: [{ productId: "p", quantity: 1 }] }).code).toBe("SPRING10")
    expect(issues(checkPromotionBodySchema.safeParse({ code: "", items: [{ productId: "p", quantity: 1 }] }))).toEqual([`code: ${PROMO_MESSAGES.required}`])
    expect(issues(checkPromotionBodySchema.safeParse({ code: "50% OFF", items: [{ productId: "p", quantity: 1 }] }))).toEqual([`code: ${PROMO_MESSAGES.invalid}`])
    expect(issues(checkPromotionBodySchema.safeParse({ code: "X".repeat(31), items: [{ productId: "p", quantity: 1 }] }))).toEqual([`code: ${PROMO_MESSAGES.invalid}`])
    expect(issues(checkPromotionBodySchema.safeParse({ code: "SAVE", items: [] }))).toEqual(["items: Your order has no items"])
  })

  it("are optional on an order: empty or missing means none", () => {
    expect(optionalPromoCode.parse(undefined)).toBeNull()
    expect(optionalPromoCode.parse(null)).toBeNull()
    expect(optionalPromoCode.parse("  ")).toBeNull()
    expect(optionalPromoCode.parse("freeship")).toBe("FREESHIP")
    const order = {
      customerEmail: "a@example.com",
      customerName: "Ann Lee",
      shippingAddress: { firstName: "Ann", lastName: "Lee", address: "1 Main St", city: "Austin", state: "TX", zipCode: "78701", country: "US" },
      totalAmount: "10.00",
      items: [{ productId: "p", quantity: 1 }],
    }
    expect(placeOrderBodySchema.parse({ ...order, promoCode: "save-5" }).promoCode).toBe("SAVE-5")
    expect(placeOrderBodySchema.safeParse({ ...order, promoCode: "no way" }).success).toBe(false)
  })

  it("are money off with limits staff set, checked field by field and across fields", () => {
    expect(promotionBodySchema.parse({ code: "spring10", kind: "percentage", value: 10 })).toMatchObject({
      code: "SPRING10",
      value: 10,
      minimumSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerCustomer: false,
      active: true,
    })
    expect(issues(promotionBodySchema.safeParse({ code: "A1", kind: "percentage", value: 150 }))).toEqual(["value: Percentage must be a whole number from 1 to 100"])
    expect(issues(promotionBodySchema.safeParse({ code: "A1", kind: "fixed", value: 0 }))).toEqual(["value: Amount must be more than 0, in dollars and cents"])
    expect(issues(promotionBodySchema.safeParse({ code: "A1", kind: "fixed", value: 1.005 }))).toEqual(["value: Amount must be more than 0, in dollars and cents"])
    expect(issues(promotionBodySchema.safeParse({ code: "A1", kind: "free_shipping", startsAt: "2026-12-01", endsAt: "2026-11-01" }))).toEqual([
      "endsAt: End date must be after the start date",
    ])
    expect(issues(promotionBodySchema.safeParse({ code: "A1", kind: "free_shipping", usageLimit: 0, startsAt: "soon" }))).toEqual([
      "startsAt: Start date must be a date",
      "usageLimit: Usage limit must be at least 1",
    ])
    expect(issues(promotionBodySchema.safeParse({ code: "A1", kind: "bogo" }))).toEqual(["kind: Type must be one of percentage, fixed, free_shipping"])
    expect(promotionBodySchema.parse({ code: "A1", kind: "fixed", value: "15", minimumSubtotal: "", usageLimit: "" })).toMatchObject({ value: 15, minimumSubtotal: null, usageLimit: null })
  })

  it("are described in one line", () => {
    expect(describePromotion({ kind: "percentage", value: 10, minimumSubtotal: null })).toBe("10% off the items")
    expect(describePromotion({ kind: "fixed", value: 15, minimumSubtotal: "100.00" })).toBe("$15.00 off the order over $100.00")
    expect(describePromotion({ kind: "free_shipping", value: 0 })).toBe("Free shipping")
  })
})
