import { describe, expect, it } from "vitest"
import { addressSchema, isUsStateCode, placeOrderBodySchema, US_STATES } from "./orders"

const address = { firstName: "Ada", lastName: "Lovelace", address: "1 Main St", city: "Washington", state: "DC", zipCode: "20001" }

describe("orders contract", () => {
  it("ships to the 50 states and the District of Columbia", () => {
    expect(US_STATES).toHaveLength(51)
    expect(isUsStateCode("DC")).toBe(true)
    expect(addressSchema.parse(address)).toMatchObject({ state: "DC", country: "US" })
  })

  it("names every bad field of an order", () => {
    const result = placeOrderBodySchema.safeParse({
      customerEmail: "nope",
      customerName: "A",
      shippingAddress: { ...address, state: "XX", zipCode: "12" },
      totalAmount: "1.234",
      items: [{ productId: "p1", quantity: 0 }],
    })
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((issue) => [issue.path.join("."), issue.message])
    expect(issues).toEqual(
      expect.arrayContaining([
        ["customerEmail", "Please enter a valid email address"],
        ["customerName", "Name is required"],
        ["shippingAddress.state", "State must be a 2-letter US state code"],
        ["shippingAddress.zipCode", "ZIP code is required"],
        ["totalAmount", "Total amount must be an amount like 123.45"],
        ["items.0.quantity", "Quantity must be a whole number of at least 1"],
      ])
    )
  })

  it("reads the storefront's payload: the total in cents, names and prices ignored", () => {
    const body = placeOrderBodySchema.parse({
      sessionId: "1700000000000",
      userId: "someone-else",
      customerEmail: " Ada@Example.com ",
      customerName: "Ada Lovelace",
      customerPhone: null,
      shippingAddress: address,
      billingAddress: address,
      totalAmount: "63.99",
      items: [{ productId: "p1", productName: "Printer", quantity: 1, price: 50, total: "50.00" }],
    })
    expect(body.totalAmount).toBe(6399)
    expect(body.customerEmail).toBe("ada@example.com")
    expect(body.paymentMethod).toBe("cash_on_delivery")
  })

  it("refuses fields it does not know", () => {
    expect(placeOrderBodySchema.safeParse({ isAdmin: true }).error?.issues.some((issue) => issue.code === "unrecognized_keys")).toBe(true)
  })
})
