// Promotions (docs/decisions.md, "Promotions"): codes staff create as Medusa promotions, shoppers
// check and redeem; estimated by the contract's estimateTotals from Medusa's settings (GET
// /api/shop/pricing), which Medusa's cart and order agree with for an address in the shop's state.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { PROMO_MESSAGES, type DiscountTerms, type ShopPricing, estimateTotals, formatAmount } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, newCustomer, seedShop } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.promotions@example.com", password: "staff-password-123" }
const FIXTURE = [
  fixtureProduct({ handle: "promo-printer", name: "Promo Printer", price: 299.99, stock: 100 }),
  fixtureProduct({ handle: "promo-toner", name: "Promo Toner", price: 45.5, stock: 100, category: "business-solutions" }),
  fixtureProduct({ handle: "promo-paper", name: "Promo Paper", price: 12.99, stock: 100, category: "business-solutions" }),
]
const PRICES: Record<string, number> = { "promo-printer": 299.99, "promo-toner": 45.5, "promo-paper": 12.99 }
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let idOf: Record<string, string>
    let staff: string
    const { post, put, get, del } = answering(api)
    const asStaff = () => bearer(staff)

    beforeAll(async () => {
      idOf = (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const customer = async () => {
      const { token, user } = (await post("/api/register", newCustomer())).data
      return { token: token as string, user: user as { id: string; email: string } }
    }
    const createPromotion = async (body: Record<string, unknown>) => {
      const answer = await post("/api/admin/promotions", body, asStaff())
      expect(answer.status).toBe(201)
      return answer.data as { id: string; code: string; uses: number; state: string }
    }
    const lines = (cart: Record<string, number>) => Object.entries(cart).map(([handle, quantity]) => ({ productId: idOf[handle], quantity }))
    const subtotalOf = (cart: Record<string, number>) =>
      Object.entries(cart).reduce((sum, [handle, quantity]) => sum + Math.round(PRICES[handle] * 100) * quantity, 0) / 100
    /** The cart's figures estimated from Medusa's settings now, as the storefront does. */
    const orderTotals = async (subtotal: number, terms: DiscountTerms | null) =>
      estimateTotals(subtotal, (await get("/api/shop/pricing")).data as ShopPricing, terms)
    const check = (code: string, cart: Record<string, number>, token?: string) =>
      post("/api/promotions/check", { code, items: lines(cart) }, token ? bearer(token) : undefined)
    let sessions = 0
    async function placeOrder(who: { token: string; user: { email: string } }, cart: Record<string, number>, promoCode: string | null, terms: DiscountTerms | null, sessionId?: string) {
      sessions += 1
      return post(
        "/api/orders",
        {
          sessionId: sessionId ?? `promo-${Date.now()}-${sessions}`,
          customerEmail: who.user.email,
          customerName: "Ada Lovelace",
          shippingAddress: address,
          totalAmount: formatAmount((await orderTotals(subtotalOf(cart), terms)).total),
          paymentMethod: "cash_on_delivery",
          promoCode,
          items: lines(cart),
        },
        bearer(who.token)
      )
    }
    /** Medusa's own totals for an order, as its dashboard shows them. */
    const medusaTotals = async (orderNumber: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["id", "item_subtotal", "discount_subtotal", "shipping_total", "tax_total", "total", "promotions.code"],
          filters: { display_id: orderNumber },
        })
      const order = data[0] as Record<string, unknown> & { promotions?: Array<{ code: string }> }
      const amount = (key: string) => Number(order[key]).toFixed(2)
      return {
        subtotal: amount("item_subtotal"),
        discount: amount("discount_subtotal"),
        shipping: amount("shipping_total"),
        tax: amount("tax_total"),
        total: amount("total"),
        codes: (order.promotions ?? []).map((promotion) => promotion.code),
      }
    }

    describe("staff", () => {
      it("create, list, read, edit and delete promotions, as Medusa promotions", async () => {
        const created = await createPromotion({ code: "spring10", kind: "percentage", value: 10, minimumSubtotal: 50, usageLimit: 100, oncePerCustomer: true })
        expect(created).toMatchObject({
          code: "SPRING10",
          kind: "percentage",
          value: 10,
          minimumSubtotal: "50.00",
          usageLimit: 100,
          oncePerCustomer: true,
          active: true,
          state: "active",
          uses: 0,
        })
        await createPromotion({ code: "TAKE15", kind: "fixed", value: 15, startsAt: "2099-01-01T00:00:00.000Z" })
        await createPromotion({ code: "FREESHIP", kind: "free_shipping" })

        const page = await get("/api/admin/promotions?limit=2&offset=0", asStaff())
        expect(page.status).toBe(200)
        expect(page.data.count).toBe(3)
        expect(page.data.promotions.map((promotion: { code: string }) => promotion.code)).toEqual(["FREESHIP", "TAKE15"])
        const search = await get("/api/admin/promotions?q=take", asStaff())
        expect(search.data.promotions).toEqual([expect.objectContaining({ code: "TAKE15", state: "scheduled", startsAt: "2099-01-01T00:00:00.000Z" })])

        // Medusa's own records: the code, its application, its campaign's budget per customer.
        const [medusa] = (
          await getContainer()
            .resolve(ContainerRegistrationKeys.QUERY)
            .graph({ entity: "promotion", fields: ["code", "limit", "application_method.*", "campaign.budget.*"], filters: { id: created.id } })
        ).data as Array<{ code: string; limit: number; application_method: object; campaign: { budget: object } }>
        expect(medusa).toMatchObject({ code: "SPRING10", limit: 100, application_method: { type: "percentage", target_type: "items" } })
        expect(medusa.campaign.budget).toMatchObject({ type: "use_by_attribute", attribute: "customer_id" })

        const edited = await put(`/api/admin/promotions/${created.id}`, { value: 15, oncePerCustomer: false, endsAt: "2020-01-01T00:00:00Z" }, asStaff())
        expect(edited.status).toBe(200)
        expect(edited.data).toMatchObject({ value: 15, oncePerCustomer: false, state: "expired", endsAt: "2020-01-01T00:00:00.000Z" })
        expect((await get(`/api/admin/promotions/${created.id}`, asStaff())).data).toMatchObject({ value: 15, minimumSubtotal: "50.00" })

        const removed = await del(`/api/admin/promotions/${created.id}`, asStaff())
        expect(removed.data).toEqual({ id: created.id, deleted: true })
        expect((await get(`/api/admin/promotions/${created.id}`, asStaff())).status).toBe(404)
        expect((await check("SPRING10", { "promo-printer": 1 })).data).toMatchObject({ code: "promotion_invalid", message: PROMO_MESSAGES.invalid })
      })

      it("refuse bad input, a taken code and visitors, and lose nothing", async () => {
        await createPromotion({ code: "ONLYONE", kind: "fixed", value: 5 })
        const duplicate = await post("/api/admin/promotions", { code: "onlyone", kind: "percentage", value: 5 }, asStaff())
        expect(duplicate.status).toBe(409)
        expect(duplicate.data.message).toBe("A promotion with this code already exists.")

        const bad = await post("/api/admin/promotions", { code: "BAD CODE", kind: "percentage", value: 150, endsAt: "2020-01-01", startsAt: "2021-01-01" }, asStaff())
        expect(bad.status).toBe(400)
        expect(bad.data.errors.map((error: { path: string }) => error.path).sort()).toEqual(["code", "endsAt", "value"])

        const other = await createPromotion({ code: "OTHER", kind: "percentage", value: 5 })
        const renamed = await put(`/api/admin/promotions/${other.id}`, { code: "ONLYONE" }, asStaff())
        expect(renamed.status).toBe(409)
        const crossField = await put(`/api/admin/promotions/${other.id}`, { value: 101 }, asStaff())
        expect(crossField.status).toBe(400)
        expect(crossField.data.errors).toEqual([{ path: "value", message: "Percentage must be a whole number from 1 to 100" }])
        expect((await get(`/api/admin/promotions/${other.id}`, asStaff())).data).toMatchObject({ code: "OTHER", value: 5 })

        expect((await get("/api/admin/promotions")).status).toBe(401)
        expect((await post("/api/admin/promotions", { code: "SNEAKY", kind: "fixed", value: 5 })).status).toBe(401)
        expect((await get("/api/admin/promotions/promo_missing", asStaff())).status).toBe(404)
        expect((await get("/api/admin/promotions?limit=0", asStaff())).status).toBe(400)
      })
    })

    describe("shoppers", () => {
      it("check a code: the cart priced by the server, or the reason it cannot be used", async () => {
        await createPromotion({ code: "SPRING10", kind: "percentage", value: 10 })
        await createPromotion({ code: "BIGSPEND", kind: "fixed", value: 20, minimumSubtotal: 100 })
        await createPromotion({ code: "LATER", kind: "fixed", value: 5, startsAt: "2099-01-01T00:00:00Z" })
        await createPromotion({ code: "GONE", kind: "fixed", value: 5, endsAt: "2020-01-01T00:00:00Z" })
        await createPromotion({ code: "PAUSED", kind: "fixed", value: 5, active: false })

        const valid = await check(" spring10 ", { "promo-printer": 1 })
        expect(valid.status).toBe(200)
        expect(valid.data).toEqual({
          code: "SPRING10",
          kind: "percentage",
          freeShipping: false,
          discount: "30.00",
          subtotal: "299.99",
          shippingCost: "0.00",
          tax: "21.60",
          totalAmount: "291.59",
        })
        expect((await check("NOPE", { "promo-printer": 1 })).status).toBe(400)
        expect((await check("NOPE", { "promo-printer": 1 })).data).toEqual({ code: "promotion_invalid", message: "This promo code is not valid." })
        expect((await check("PAUSED", { "promo-printer": 1 })).data.code).toBe("promotion_invalid")
        const later = await check("LATER", { "promo-printer": 1 })
        expect([later.status, later.data.code, later.data.message]).toEqual([409, "promotion_not_started", PROMO_MESSAGES.notStarted])
        const gone = await check("GONE", { "promo-printer": 1 })
        expect([gone.status, gone.data.code, gone.data.message]).toEqual([409, "promotion_expired", PROMO_MESSAGES.expired])
        const below = await check("BIGSPEND", { "promo-toner": 2 })
        expect(below.status).toBe(409)
        expect(below.data).toEqual({ code: "promotion_minimum", message: "Add $9.00 more to use this code.", missing: "9.00" })
        expect((await check("BIGSPEND", { "promo-toner": 2, "promo-paper": 1 })).data).toMatchObject({ discount: "20.00", subtotal: "103.99" })

        const empty = await post("/api/promotions/check", { code: "", items: lines({ "promo-toner": 1 }) })
        expect(empty.status).toBe(400)
        expect(empty.data.errors).toEqual([{ path: "code", message: PROMO_MESSAGES.required }])
        expect((await post("/api/promotions/check", { code: "SPRING10", items: [{ productId: "prod_missing", quantity: 1 }] })).status).toBe(400)
      })

      it("place orders with a code: the cart, the order and Medusa's totals agree with the contract", async () => {
        await createPromotion({ code: "SPRING10", kind: "percentage", value: 10 })
        await createPromotion({ code: "TAKE15", kind: "fixed", value: 15 })
        await createPromotion({ code: "FREESHIP", kind: "free_shipping" })
        await createPromotion({ code: "TWENTY", kind: "percentage", value: 20 })
        const examples: Array<[string, Record<string, number>, DiscountTerms]> = [
          ["SPRING10", { "promo-printer": 1, "promo-paper": 3 }, { kind: "percentage", value: 10 }],
          ["TAKE15", { "promo-toner": 3, "promo-paper": 1 }, { kind: "fixed", value: 15 }],
          ["FREESHIP", { "promo-toner": 1 }, { kind: "free_shipping", value: 0 }],
          // $103.99 less 20% is $83.19: below the threshold, so shipping is charged.
          ["TWENTY", { "promo-toner": 2, "promo-paper": 1 }, { kind: "percentage", value: 20 }],
        ]
        for (const [code, cart, terms] of examples) {
          const expected = await orderTotals(subtotalOf(cart), terms)
          const who = await customer()
          const checked = await check(code, cart, who.token)
          expect(checked.data).toMatchObject({ discount: formatAmount(expected.discount), totalAmount: formatAmount(expected.total) })

          const order = await placeOrder(who, cart, code, terms)
          expect(order.status).toBe(201)
          expect(order.data).toMatchObject({
            promoCode: code,
            subtotal: formatAmount(expected.subtotal),
            discountAmount: formatAmount(expected.discount),
            shippingCost: formatAmount(expected.shipping),
            tax: formatAmount(expected.tax),
            totalAmount: formatAmount(expected.total),
          })
          const medusa = await medusaTotals(order.data.id)
          expect(medusa).toMatchObject({
            subtotal: formatAmount(expected.subtotal),
            shipping: formatAmount(expected.shipping),
            tax: formatAmount(expected.tax),
            total: formatAmount(expected.total),
            codes: [code],
          })
          const history = await get("/api/user/orders", bearer(who.token))
          expect(history.data[0]).toMatchObject({ promoCode: code, discountAmount: formatAmount(expected.discount), totalAmount: formatAmount(expected.total) })
          const staffView = await get(`/api/admin/orders/${order.data.id}`, asStaff())
          expect(staffView.data).toMatchObject({ promoCode: code, discountAmount: formatAmount(expected.discount) })
        }
        const listed = (await get("/api/admin/promotions", asStaff())).data.promotions as Array<{ code: string; uses: number }>
        expect(Object.fromEntries(listed.map((promotion) => [promotion.code, promotion.uses]))).toEqual({ SPRING10: 1, TAKE15: 1, FREESHIP: 1, TWENTY: 1 })
      })

      it("a prepared checkout keeps the code, and a changed code prepares afresh", async () => {
        await createPromotion({ code: "SPRING10", kind: "percentage", value: 10 })
        const who = await customer()
        const cart = { "promo-printer": 1 }
        const prepared = await post("/api/checkout", { sessionId: "prep-1", promoCode: "spring10", items: lines(cart) }, bearer(who.token))
        expect(prepared.status).toBe(200)
        expect(prepared.data).toMatchObject({ promoCode: "SPRING10", discount: "30.00", totalAmount: "291.59" })
        const plain = await post("/api/checkout", { sessionId: "prep-1", items: lines(cart) }, bearer(who.token))
        expect(plain.data).toMatchObject({ promoCode: null, discount: "0.00", totalAmount: "323.99" })
        const refused = await post("/api/checkout", { sessionId: "prep-1", promoCode: "NOPE", items: lines(cart) }, bearer(who.token))
        expect([refused.status, refused.data.code]).toEqual([400, "promotion_invalid"])
        const order = await placeOrder(who, cart, "SPRING10", { kind: "percentage", value: 10 }, "prep-1")
        expect(order.status).toBe(201)
        expect(order.data).toMatchObject({ promoCode: "SPRING10", discountAmount: "30.00", totalAmount: "291.59" })
      })

      it("once per customer, and a total limit that two customers at once cannot exceed; cancelling gives the use back", async () => {
        await createPromotion({ code: "WELCOME", kind: "fixed", value: 10, oncePerCustomer: true })
        const ada = await customer()
        const cart = { "promo-toner": 1 }
        const terms: DiscountTerms = { kind: "fixed", value: 10 }
        expect((await placeOrder(ada, cart, "WELCOME", terms)).status).toBe(201)
        const again = await check("WELCOME", cart, ada.token)
        expect([again.status, again.data.code, again.data.message]).toEqual([409, "promotion_already_used", PROMO_MESSAGES.alreadyUsed])
        const second = await placeOrder(ada, cart, "WELCOME", terms)
        expect([second.status, second.data.code]).toEqual([409, "promotion_already_used"])
        expect((await check("WELCOME", cart, (await customer()).token)).status).toBe(200)

        const last = await createPromotion({ code: "LASTONE", kind: "fixed", value: 10, usageLimit: 1 })
        const [bob, cy] = [await customer(), await customer()]
        const racing = await Promise.all([placeOrder(bob, { "promo-toner": 1 }, "LASTONE", terms), placeOrder(cy, { "promo-paper": 4 }, "LASTONE", terms)])
        expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409])
        const loser = racing.find((answer) => answer.status === 409)!
        expect(loser.data).toMatchObject({ code: "promotion_used_up", message: PROMO_MESSAGES.usedUp })
        expect((await get(`/api/admin/promotions/${last.id}`, asStaff())).data).toMatchObject({ uses: 1, state: "used_up" })
        expect((await check("LASTONE", cart)).data.code).toBe("promotion_used_up")

        const winner = racing.find((answer) => answer.status === 201)!
        const owner = winner === racing[0] ? bob : cy
        const cancelled = await post(`/api/user/orders/${winner.data.id}/cancel`, {}, bearer(owner.token))
        expect(cancelled.status).toBe(200)
        expect((await get(`/api/admin/promotions/${last.id}`, asStaff())).data).toMatchObject({ uses: 0, state: "active" })
        expect((await placeOrder(await customer(), cart, "LASTONE", terms)).status).toBe(201)
      })

      it("a cancel in Medusa's dashboard gives the use back too", async () => {
        const promotion = await createPromotion({ code: "DASHBOARD", kind: "fixed", value: 5, usageLimit: 1 })
        const order = await placeOrder(await customer(), { "promo-paper": 1 }, "DASHBOARD", { kind: "fixed", value: 5 })
        expect(order.status).toBe(201)
        expect((await get(`/api/admin/promotions/${promotion.id}`, asStaff())).data.state).toBe("used_up")
        const { data } = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id"], filters: { display_id: order.data.id } })
        // The dashboard's Cancel runs Medusa's own workflow, not the shop's routes.
        await cancelOrderWorkflow(getContainer()).run({ input: { order_id: (data[0] as { id: string }).id } })
        expect((await get(`/api/admin/promotions/${promotion.id}`, asStaff())).data).toMatchObject({ state: "active", uses: 0 })
      })

      it("a return of discounted items refunds what was paid for them, not their list price", async () => {
        await createPromotion({ code: "RETURN10", kind: "percentage", value: 10 })
        const who = await customer()
        const cart = { "promo-toner": 3 }
        const order = await placeOrder(who, cart, "RETURN10", { kind: "percentage", value: 10 })
        expect(order.status).toBe(201)
        // $136.50 less 10% ($13.65): $122.85 paid for three, shipped free.
        expect(order.data).toMatchObject({ discountAmount: "13.65", totalAmount: "132.68" })
        const move = (body: object) => post(`/api/admin/orders/${order.data.id}/status`, body, asStaff())
        expect((await move({ status: "shipped", carrier: "UPS", trackingNumber: "1ZPROMO" })).status).toBe(200)
        expect((await move({ status: "delivered" })).status).toBe(200)
        const requested = await post(`/api/user/orders/${order.data.id}/returns`, { items: [{ productId: idOf["promo-toner"], quantity: 2 }], reason: "no_longer_needed" }, bearer(who.token))
        expect(requested.status).toBe(201)
        const received = await post(`/api/admin/returns/${requested.data.id}/receive`, {}, asStaff())
        // Two of three: $91.00 less $9.10 of the discount, and 8% tax on $81.90.
        expect(received.data).toMatchObject({ status: "refunded", refundAmount: formatAmount(81.9 + 6.55) })
      })
    })
  },
})
