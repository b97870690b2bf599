import { describe, expect, it } from "vitest"
import { QUANTITY_PRICE_ABOVE_MESSAGE, adminProductBodySchema, adminProductUpdateSchema, quantityPricesSchema } from "./admin"
import { itemSubtotal, quantityPricePercentOff, quantitySaving, unitPriceFor } from "./pricing"

const tiers = [
  { minQuantity: 5, price: "42.00" },
  { minQuantity: 10, price: "39.00" },
]

describe("quantity prices", () => {
  it("price a line by the band its quantity reaches, as Medusa's pricing does", () => {
    expect([1, 4, 5, 9, 10, 500].map((quantity) => unitPriceFor("45.50", tiers, quantity))).toEqual([45.5, 45.5, 42, 42, 39, 39])
    expect(unitPriceFor(45.5, [], 10)).toBe(45.5)
    // A quantity price above the price of one is never charged: Medusa charges the lowest that applies.
    expect(unitPriceFor(40, tiers, 6)).toBe(40)
  })

  it("sum lines exactly to the cent and say what they save", () => {
    expect(itemSubtotal([{ price: "45.50", quantity: 6, quantityPrices: tiers }, { price: "10.10", quantity: 3 }])).toBe(282.3)
    expect(quantitySaving("45.50", tiers, 6)).toBe(21)
    expect(quantitySaving("45.50", tiers, 2)).toBe(0)
    expect(quantityPricePercentOff("45.50", "42.00")).toBe(8)
    expect(quantityPricePercentOff("45.50", "39.00")).toBe(14)
  })

  it("are read from a list or the CSV's text, sorted by quantity", () => {
    expect(quantityPricesSchema.parse("10:39|5:42.00")).toEqual([
      { minQuantity: 5, price: 42 },
      { minQuantity: 10, price: 39 },
    ])
    expect(quantityPricesSchema.parse([{ minQuantity: "5", price: 42 }])).toEqual([{ minQuantity: 5, price: 42 }])
    expect(quantityPricesSchema.parse("")).toEqual([])
  })

  it("refuse bad ones with a message that says what is wrong", () => {
    const message = (value: unknown) => quantityPricesSchema.safeParse(value).error?.issues[0]?.message
    expect(message("1:40")).toMatch(/2 or more/)
    expect(message("5:abc")).toMatch(/like 5:42.00/)
    expect(message("5:42:1")).toMatch(/like 5:42.00/)
    expect(message("5:42|5:41")).toBe("Each quantity may have one price")
    expect(message("5:42|10:43")).toBe("Quantity prices must fall as the quantity rises")
    expect(message("2:9|3:8|4:7|5:6|6:5|7:4")).toBe("At most 5 quantity prices")
  })

  it("must be lower than the price of one, in a new product and in a change that sends both", () => {
    const body = { name: "Label Printer", category: "printers", price: 45.5 }
    expect(adminProductBodySchema.safeParse({ ...body, quantityPrices: "5:42|10:39" }).success).toBe(true)
    const refused = adminProductBodySchema.safeParse({ ...body, quantityPrices: "5:45.50" })
    expect(refused.error?.issues[0]).toMatchObject({ path: ["quantityPrices"], message: QUANTITY_PRICE_ABOVE_MESSAGE })
    expect(adminProductUpdateSchema.safeParse({ price: 40, quantityPrices: "5:41" }).success).toBe(false)
    expect(adminProductUpdateSchema.safeParse({ quantityPrices: "5:41" }).success).toBe(true)
  })
})
