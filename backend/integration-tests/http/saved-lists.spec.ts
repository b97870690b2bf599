// A signed-in customer's cart and wishlist kept with the account (docs/decisions.md, "Accounts"):
// another device finds them, a browser's lists merge in on sign-in, bad input changes nothing.
import { Modules } from "@medusajs/framework/utils"
import { MAX_CART_LINE_QUANTITY, MAX_SAVED_CART_LINES } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop, signUp as signUpWith } from "../fixtures"

jest.setTimeout(240 * 1000)

const STAFF = { email: "staff.lists@example.com", password: "staff-password-123" }
const FIXTURE = [
  fixtureProduct({ handle: "lists-laser", name: "Lists Laser", price: 120, stock: 10 }),
  fixtureProduct({ handle: "lists-inkjet", name: "Lists Inkjet", price: 80, stock: 10 }),
  fixtureProduct({ handle: "lists-scanner", name: "Lists Scanner", price: 60, stock: 10, category: "scanners" }),
]

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let laser: string
    let inkjet: string
    let scanner: string

    beforeAll(async () => {
      const { idOf } = await seedShop(getContainer(), FIXTURE, { staff: STAFF })
      ;({ "lists-laser": laser, "lists-inkjet": inkjet, "lists-scanner": scanner } = idOf)
    })
    beforeEach(() => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
    })

    const { post, put, get, del } = answering(api)
    const signUp = () => signUpWith(post)
    const listsOf = async (token: string) => {
      const answer = await get("/api/user/saved-lists", bearer(token))
      expect(answer.status).toEqual(200)
      return answer.data
    }
    const metadataOf = async (customerId: string) =>
      (await getContainer().resolve(Modules.CUSTOMER).retrieveCustomer(customerId, { select: ["metadata"] })).metadata

    it("keeps the cart and the wishlist with the account: another device signing in finds them", async () => {
      const { details, token, user } = await signUp()
      expect(await listsOf(token)).toEqual({ cart: [], wishlist: [] })
      // Keys of the customer's metadata that are not the lists' stay as they are.
      await getContainer().resolve(Modules.CUSTOMER).updateCustomers(user.id, { metadata: { referral: "newsletter" } })

      const cart = await put("/api/user/cart", { items: [{ productId: laser, quantity: 2 }, { productId: inkjet, quantity: 1 }] }, bearer(token))
      expect(cart.status).toEqual(200)
      expect(cart.data).toEqual({ cart: [{ productId: laser, quantity: 2 }, { productId: inkjet, quantity: 1 }], wishlist: [] })
      const wishlist = await put("/api/user/wishlist", { productIds: [scanner] }, bearer(token))
      expect(wishlist.data).toEqual({ cart: [{ productId: laser, quantity: 2 }, { productId: inkjet, quantity: 1 }], wishlist: [scanner] })

      const secondDevice = await post("/api/login", { email: details.email, password: details.password })
      expect(secondDevice.status).toEqual(200)
      expect(await listsOf(secondDevice.data.token)).toEqual({ cart: [{ productId: laser, quantity: 2 }, { productId: inkjet, quantity: 1 }], wishlist: [scanner] })

      // A line removed on the second device stays removed for the first.
      await put("/api/user/cart", { items: [{ productId: inkjet, quantity: 1 }] }, bearer(secondDevice.data.token))
      expect((await listsOf(token)).cart).toEqual([{ productId: inkjet, quantity: 1 }])
      expect(await metadataOf(user.id)).toEqual({
        referral: "newsletter",
        saved_cart: [{ productId: inkjet, quantity: 1 }],
        saved_wishlist: [scanner],
      })
    })

    it("merges a browser's lists on sign-in: every product of either, the larger quantity, and merging twice changes nothing", async () => {
      const { token } = await signUp()
      await put("/api/user/cart", { items: [{ productId: laser, quantity: 3 }, { productId: inkjet, quantity: 1 }] }, bearer(token))
      await put("/api/user/wishlist", { productIds: [laser] }, bearer(token))

      const browser = { cart: [{ productId: inkjet, quantity: 2 }, { productId: laser, quantity: 1 }, { productId: scanner, quantity: 4 }], wishlist: [scanner, laser] }
      const merged = {
        cart: [
          { productId: laser, quantity: 3 },
          { productId: inkjet, quantity: 2 },
          { productId: scanner, quantity: 4 },
        ],
        wishlist: [laser, scanner],
      }
      const first = await post("/api/user/saved-lists/merge", browser, bearer(token))
      expect(first.status).toEqual(200)
      expect(first.data).toEqual(merged)
      // The same browser signing in again (its lists now the merged ones) doubles nothing.
      expect((await post("/api/user/saved-lists/merge", merged, bearer(token))).data).toEqual(merged)
      expect((await post("/api/user/saved-lists/merge", browser, bearer(token))).data).toEqual(merged)
      expect(await listsOf(token)).toEqual(merged)

      // An empty browser (a new device) takes the account's lists as they are.
      expect((await post("/api/user/saved-lists/merge", { cart: [], wishlist: [] }, bearer(token))).data).toEqual(merged)
    })

    it("answers only products the shop still sells", async () => {
      const { token } = await signUp()
      const saved = await put("/api/user/cart", { items: [{ productId: "prod_gone", quantity: 1 }, { productId: scanner, quantity: 1 }] }, bearer(token))
      expect(saved.data.cart).toEqual([{ productId: scanner, quantity: 1 }])
      await put("/api/user/wishlist", { productIds: [scanner, laser] }, bearer(token))

      const staff = (await post("/api/admin/login", STAFF)).data.token
      expect((await del(`/api/admin/products/${scanner}`, bearer(staff))).status).toEqual(200)
      invalidateCatalogueIndex(getContainer())
      expect(await listsOf(token)).toEqual({ cart: [], wishlist: [laser] })
    })

    it("answers 401 to a visitor and to an ended session", async () => {
      const { token } = await signUp()
      const body = { cart: [{ productId: laser, quantity: 1 }], wishlist: [] }
      for (const config of [{}, bearer("not-a-token")]) {
        expect((await get("/api/user/saved-lists", config)).status).toEqual(401)
        expect((await put("/api/user/cart", { items: body.cart }, config)).status).toEqual(401)
        expect((await put("/api/user/wishlist", { productIds: [laser] }, config)).status).toEqual(401)
        expect((await post("/api/user/saved-lists/merge", body, config)).status).toEqual(401)
      }
      expect((await post("/api/logout", {}, bearer(token))).status).toEqual(200)
      expect((await get("/api/user/saved-lists", bearer(token))).status).toEqual(401)
      expect((await put("/api/user/cart", { items: body.cart }, bearer(token))).status).toEqual(401)
    })

    it("answers 400 with the field for bad input, and changes nothing", async () => {
      const { token } = await signUp()
      const kept = { cart: [{ productId: laser, quantity: 2 }], wishlist: [inkjet] }
      await put("/api/user/cart", { items: kept.cart }, bearer(token))
      await put("/api/user/wishlist", { productIds: kept.wishlist }, bearer(token))

      const line = (quantity: unknown, productId: unknown = scanner) => ({ items: [{ productId, quantity }] })
      const badCarts: Array<[unknown, string]> = [
        [line(0), "items.0.quantity"],
        [line(MAX_CART_LINE_QUANTITY + 1), "items.0.quantity"],
        [line(1.5), "items.0.quantity"],
        [line("2"), "items.0.quantity"],
        [line(1, ""), "items.0.productId"],
        [line(1, 42), "items.0.productId"],
        [line(1, "x".repeat(101)), "items.0.productId"],
        [{ items: [{ productId: scanner, quantity: 1 }, { productId: scanner, quantity: 2 }] }, "items.1"],
        [{ items: Array.from({ length: MAX_SAVED_CART_LINES + 1 }, (_, i) => ({ productId: `prod_${i}`, quantity: 1 })) }, "items"],
        [{ items: [{ productId: scanner, quantity: 1, price: "1.00" }] }, "items.0"],
        [{}, "items"],
        [{ items: "all" }, "items"],
      ]
      for (const [body, path] of badCarts) {
        const answer = await put("/api/user/cart", body, bearer(token))
        expect(answer.status).toEqual(400)
        expect(answer.data.message).toEqual(expect.stringContaining("Invalid request"))
        expect(answer.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]))
      }
      for (const body of [{ productIds: [scanner, scanner] }, { productIds: [7] }, { productIds: scanner }, { items: [] }]) {
        expect((await put("/api/user/wishlist", body, bearer(token))).status).toEqual(400)
      }
      for (const body of [{ cart: [{ productId: scanner, quantity: 0 }], wishlist: [] }, { cart: [] }, { cart: [], wishlist: [], extra: true }]) {
        expect((await post("/api/user/saved-lists/merge", body, bearer(token))).status).toEqual(400)
      }
      expect((await get("/api/user/saved-lists?all=1", bearer(token))).status).toEqual(400)

      expect(await listsOf(token)).toEqual(kept)
    })
  },
})
