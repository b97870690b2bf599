import { describe, expect, it } from "vitest"
import { MAX_SAVED_CART_LINES } from "./saved-list-limits"
import { mergeSavedLists, savedCartBodySchema } from "./saved-lists"

describe("mergeSavedLists", () => {
  it("keeps every product of either list, the larger quantity of a line, the account's order first", () => {
    const account = { cart: [{ productId: "a", quantity: 3 }, { productId: "b", quantity: 1 }], wishlist: ["x"] }
    const browser = { cart: [{ productId: "b", quantity: 2 }, { productId: "a", quantity: 1 }, { productId: "c", quantity: 1 }], wishlist: ["y", "x"] }
    const merged = mergeSavedLists(account, browser)
    expect(merged).toEqual({
      cart: [{ productId: "a", quantity: 3 }, { productId: "b", quantity: 2 }, { productId: "c", quantity: 1 }],
      wishlist: ["x", "y"],
    })
    // Merging the same browser again (signing in twice on one device) changes nothing.
    expect(mergeSavedLists(merged, browser)).toEqual(merged)
    expect(mergeSavedLists(merged, merged)).toEqual(merged)
  })

  it("stops at the cart's limit, the account's lines first", () => {
    const lines = (prefix: string) => Array.from({ length: MAX_SAVED_CART_LINES }, (_, i) => ({ productId: `${prefix}${i}`, quantity: 1 }))
    const merged = mergeSavedLists({ cart: lines("a"), wishlist: [] }, { cart: lines("b"), wishlist: [] })
    expect(merged.cart).toEqual(lines("a"))
  })
})

describe("savedCartBodySchema", () => {
  it("takes whole quantities of 1-999 for products named once", () => {
    expect(savedCartBodySchema.safeParse({ items: [{ productId: " p1 ", quantity: 999 }] })).toMatchObject({ success: true, data: { items: [{ productId: "p1", quantity: 999 }] } })
    for (const quantity of [0, 1000, 1.5, "2", null]) {
      expect(savedCartBodySchema.safeParse({ items: [{ productId: "p1", quantity }] }).success).toBe(false)
    }
    expect(savedCartBodySchema.safeParse({ items: [{ productId: "p1", quantity: 1 }, { productId: "p1", quantity: 1 }] }).success).toBe(false)
  })
})
