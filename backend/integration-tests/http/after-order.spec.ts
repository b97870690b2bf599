// After the order, in the customer's hands (docs/decisions.md, "After the order"): saved addresses,
// cancelling within an hour, and the payment's state in Medusa as the order moves.
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ADDRESS_MESSAGES, MAX_SAVED_ADDRESSES, ORDER_CANCEL_MESSAGES, RETURN_MESSAGES } from "@printshop/contract"
import {
  beginReceiveReturnWorkflow,
  confirmReturnReceiveWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  receiveItemReturnRequestWorkflow,
} from "@medusajs/medusa/core-flows"
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, newCustomer, seedShop } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.after@example.com", password: "staff-password-123" }
const FIXTURE = [fixtureProduct({ handle: "after-printer", name: "After Printer", price: 50, stock: 10 })]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
const saved = (overrides: Record<string, unknown> = {}) => ({ ...address, company: "Analytical Engines", phone: "9185550100", isDefault: false, ...overrides })

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string
    let staff: string

    beforeAll(async () => {
      productId = (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf["after-printer"]
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, put, get, del } = answering(api)
    const asStaff = () => bearer(staff)
    const customer = async () => {
      const details = newCustomer()
      const { token, user } = (await post("/api/register", details)).data
      return { token: token as string, user: user as { id: string; email: string } }
    }
    let sessions = 0
    async function placeOrder(who: { token: string; user: { email: string } }, quantity = 1) {
      sessions += 1
      const total = quantity * 50 + (quantity * 50 > 99 ? 0 : 9.99) + quantity * 4
      const order = await post(
        "/api/orders",
        {
          sessionId: `after-${Date.now()}-${sessions}`,
          customerEmail: who.user.email,
          customerName: "Ada Lovelace",
          customerPhone: "9185550100",
          shippingAddress: address,
          billingAddress: address,
          totalAmount: total.toFixed(2),
          paymentMethod: "cash_on_delivery",
          items: [{ productId, quantity }],
        },
        bearer(who.token)
      )
      expect(order.status).toEqual(201)
      return order.data as { id: string; createdAt: string }
    }
    const stock = async () => (await get(`/api/products/${productId}`, asStaff())).data.stockQuantity as number
    const move = (id: string, body: object) => post(`/api/admin/orders/${id}/status`, body, asStaff())
    const payments = async (orderNumber: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["id", "payment_collections.status", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
          filters: { display_id: orderNumber },
        })
      return (data[0] as { payment_collections: Array<{ status: string; payments: Array<{ captured_at: unknown; canceled_at: unknown }> }> }).payment_collections
    }

    describe("saved addresses", () => {
      it("lists, adds, edits, deletes and chooses the default, as Medusa customer addresses", async () => {
        const ada = await customer()
        expect((await get("/api/user/addresses", bearer(ada.token))).data).toEqual([])
        const first = await post("/api/user/addresses", saved({ isDefault: true }), bearer(ada.token))
        expect(first.status).toEqual(201)
        expect(first.data).toEqual({
          id: expect.any(String),
          ...address,
          address2: null,
          company: "Analytical Engines",
          phone: "9185550100",
          isDefault: true,
          sharedBy: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        })
        const second = await post("/api/user/addresses", saved({ address: "100 Main Street", isDefault: true }), bearer(ada.token))
        const list = (await get("/api/user/addresses", bearer(ada.token))).data
        // One default: the newest chosen one, listed first.
        expect(list.map((entry: { id: string; isDefault: boolean }) => [entry.id, entry.isDefault])).toEqual([
          [second.data.id, true],
          [first.data.id, false],
        ])
        const medusa = await getContainer().resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: ada.user.id })
        expect(medusa.find((entry) => entry.id === second.data.id)?.is_default_shipping).toBe(true)

        const edited = await put(`/api/user/addresses/${first.data.id}`, saved({ city: "Broken Arrow", isDefault: true }), bearer(ada.token))
        expect(edited.status).toEqual(200)
        expect(edited.data).toMatchObject({ city: "Broken Arrow", isDefault: true })
        expect((await get("/api/user/addresses", bearer(ada.token))).data[0].id).toEqual(first.data.id)

        // A phone is optional, as at checkout.
        const noPhone = await post("/api/user/addresses", { ...saved(), phone: "" }, bearer(ada.token))
        expect(noPhone.status).toEqual(201)
        expect(noPhone.data.phone).toEqual("")
        expect((await del(`/api/user/addresses/${noPhone.data.id}`, bearer(ada.token))).status).toEqual(200)

        expect((await del(`/api/user/addresses/${second.data.id}`, bearer(ada.token))).data).toEqual({ id: second.data.id, deleted: true })
        expect((await get("/api/user/addresses", bearer(ada.token))).data).toHaveLength(1)
      })

      it("keeps each customer's addresses their own, validates them as at checkout, and keeps at most 20", async () => {
        const ada = await customer()
        const eve = await customer()
        const mine = (await post("/api/user/addresses", saved(), bearer(ada.token))).data
        expect((await put(`/api/user/addresses/${mine.id}`, saved(), bearer(eve.token))).status).toEqual(404)
        expect((await del(`/api/user/addresses/${mine.id}`, bearer(eve.token))).status).toEqual(404)
        expect((await get("/api/user/addresses", bearer(eve.token))).data).toEqual([])
        expect((await get("/api/user/addresses")).status).toEqual(401)

        const bad = await post("/api/user/addresses", { ...saved(), state: "XX", zipCode: "123", country: "CA", phone: "12" }, bearer(ada.token))
        expect(bad.status).toEqual(400)
        expect([...new Set(bad.data.errors.map((error: { path: string }) => error.path))].sort()).toEqual(["country", "phone", "state", "zipCode"])

        const results = await Promise.all(
          Array.from({ length: MAX_SAVED_ADDRESSES + 2 }, (_, index) => post("/api/user/addresses", saved({ address: `${index + 1} Long Street` }), bearer(eve.token)))
        )
        expect(results.filter((answer) => answer.status === 201)).toHaveLength(MAX_SAVED_ADDRESSES)
        expect(results.filter((answer) => answer.status === 409).map((answer) => answer.data.message)).toEqual([ADDRESS_MESSAGES.tooMany, ADDRESS_MESSAGES.tooMany])
      })
    })

    describe("an order's own address", () => {
      it("answers one of the customer's own orders by its number (the confirmation page), and 404 for anyone else", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 2)
        const own = await get(`/api/user/orders/${order.id}`, bearer(ada.token))
        expect(own.status).toEqual(200)
        expect(own.headers["cache-control"]).toEqual("no-store")
        expect(own.data).toEqual((await get("/api/user/orders", bearer(ada.token))).data[0])
        expect(own.data).toMatchObject({ id: order.id, status: "pending", items: [{ productId, quantity: 2 }] })
        expect((await get(`/api/user/orders/${order.id}`, bearer((await customer()).token))).status).toEqual(404)
        expect((await get(`/api/user/orders/${order.id}`)).status).toEqual(401)
        for (const id of ["999999", "not-a-number", "order_missing"]) {
          expect((await get(`/api/user/orders/${id}`, bearer(ada.token))).status).toEqual(404)
        }
      })
    })

    describe("cancelling online", () => {
      it("cancels the customer's own order within the hour: stock back, payment cancelled, the e-mail's event, staff see it", async () => {
        const ada = await customer()
        const before = await stock()
        const order = await placeOrder(ada, 2)
        expect(await stock()).toEqual(before - 2)
        expect((await post(`/api/user/orders/${order.id}/cancel`, {}, bearer((await customer()).token))).status).toEqual(404)

        const cancelled = await post(`/api/user/orders/${order.id}/cancel`, {}, bearer(ada.token))
        expect(cancelled.status).toEqual(200)
        expect(cancelled.data.status).toEqual("cancelled")
        expect(await stock()).toEqual(before)
        const [collection] = await payments(order.id)
        expect(collection.payments.every((payment) => payment.canceled_at)).toBe(true)
        const seen = (await get(`/api/admin/orders/${order.id}`, asStaff())).data
        expect([seen.status, seen.paymentStatus]).toEqual(["cancelled", "cancelled"])

        const again = await post(`/api/user/orders/${order.id}/cancel`, {}, bearer(ada.token))
        expect(again.status).toEqual(409)
        expect(again.data.message).toEqual(ORDER_CANCEL_MESSAGES.alreadyCancelled)
      })

      it("refuses a shipped order, and one placed more than an hour ago", async () => {
        const ada = await customer()
        const shipped = await placeOrder(ada)
        expect((await move(shipped.id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z1" })).status).toEqual(200)
        const refused = await post(`/api/user/orders/${shipped.id}/cancel`, {}, bearer(ada.token))
        expect(refused.status).toEqual(409)
        expect(refused.data.message).toEqual(ORDER_CANCEL_MESSAGES.shipped)

        const old = await placeOrder(ada)
        const [record] = await getContainer().resolve(Modules.ORDER).listOrders({ display_id: Number(old.id) } as Record<string, unknown>, { take: 1 })
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as { raw: (sql: string, bindings: unknown[]) => Promise<unknown> }
        await pg.raw(`update "order" set created_at = now() - interval '61 minutes' where id = ?`, [record.id])
        const late = await post(`/api/user/orders/${old.id}/cancel`, {}, bearer(ada.token))
        expect(late.status).toEqual(409)
        expect(late.data.message).toEqual(ORDER_CANCEL_MESSAGES.tooLate)
      })

      it("leaves one consistent outcome when two cancels, or a cancel and a staff shipment, race", async () => {
        const ada = await customer()
        const order = await placeOrder(ada)
        const [one, two] = await Promise.all([
          post(`/api/user/orders/${order.id}/cancel`, {}, bearer(ada.token)),
          post(`/api/user/orders/${order.id}/cancel`, {}, bearer(ada.token)),
        ])
        expect([one.status, two.status].sort()).toEqual([200, 409])

        const raced = await placeOrder(ada)
        const before = await stock()
        const [cancel, ship] = await Promise.all([
          post(`/api/user/orders/${raced.id}/cancel`, {}, bearer(ada.token)),
          move(raced.id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z2" }),
        ])
        const final = (await get(`/api/admin/orders/${raced.id}`, asStaff())).data
        if (cancel.status === 200) {
          expect(ship.status).toEqual(409)
          expect(final.status).toEqual("cancelled")
          expect(await stock()).toEqual(before + 1)
        } else {
          expect(cancel.status).toEqual(409)
          expect(ship.status).toEqual(200)
          expect(final.status).toEqual("shipped")
          expect(await stock()).toEqual(before)
        }
      })
    })

    describe("returns", () => {
      const deliver = async (id: string) => {
        expect((await move(id, { status: "shipped", carrier: "UPS", trackingNumber: `1Z${id}` })).status).toEqual(200)
        expect((await move(id, { status: "delivered" })).status).toEqual(200)
      }

      it("takes a return of delivered items within 30 days, which staff receive: stock back, refund of the items, tax and (damaged) shipping", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 2)
        const ret = (body: object) => post(`/api/user/orders/${order.id}/returns`, body, bearer(ada.token))
        expect((await ret({ items: [{ productId, quantity: 1 }], reason: "damaged" })).data.message).toEqual(RETURN_MESSAGES.notDelivered)
        await deliver(order.id)
        const before = await stock()

        expect((await ret({ items: [{ productId, quantity: 3 }], reason: "damaged" })).data.message).toEqual(RETURN_MESSAGES.tooMany)
        expect((await ret({ items: [{ productId: "prod_elsewhere", quantity: 1 }], reason: "damaged" })).data.message).toEqual(RETURN_MESSAGES.notInOrder)
        expect((await ret({ items: [], reason: "damaged" })).status).toEqual(400)
        expect((await ret({ items: [{ productId, quantity: 1 }], reason: "broken" })).status).toEqual(400)
        expect((await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "damaged" }, bearer((await customer()).token))).status).toEqual(404)

        const first = await ret({ items: [{ productId, quantity: 1 }], reason: "damaged", note: "The box was crushed." })
        expect(first.status).toEqual(201)
        expect(first.data).toMatchObject({ orderNumber: order.id, status: "requested", reason: "damaged", note: "The box was crushed.", refundAmount: null, items: [{ productId, productName: "After Printer", quantity: 1, restocked: null }] })
        // One more may still come back; two would be more than bought.
        expect((await ret({ items: [{ productId, quantity: 2 }], reason: "other" })).data.message).toEqual(RETURN_MESSAGES.tooMany)
        const mine = (await get("/api/user/orders", bearer(ada.token))).data.find((entry: { id: string }) => entry.id === order.id)
        expect(mine.deliveredAt).toEqual(expect.any(String))
        expect(mine.returns).toEqual([first.data])

        const listed = await get("/api/admin/returns?status=requested", asStaff())
        // Staff see what receiving it will refund: 2 x $50 shipped free (over $99), so a damaged unit refunds $50 and its $4 tax.
        expect(listed.data.returns.find((entry: { id: string }) => entry.id === first.data.id)).toMatchObject({ customerEmail: ada.user.email, status: "requested", refundDue: "54.00" })
        const received = await post(`/api/admin/returns/${first.data.id}/receive`, {}, asStaff())
        expect(received.status).toEqual(200)
        expect(received.data).toMatchObject({ status: "refunded", refundAmount: "54.00", refundDue: null, refundReduction: null })
        // A damaged unit does not go back on sale unless staff say so.
        expect(received.data.items).toEqual([expect.objectContaining({ productId, restocked: false })])
        expect(await stock()).toEqual(before)
        expect((await get(`/api/admin/orders/${order.id}`, asStaff())).data.paymentStatus).toEqual("partially_refunded")
        expect((await post(`/api/admin/returns/${first.data.id}/receive`, {}, asStaff())).data.message).toEqual(RETURN_MESSAGES.alreadyReceived)
        expect((await get(`/api/user/orders`, bearer(ada.token))).data.find((entry: { id: string }) => entry.id === order.id).returns[0]).toMatchObject({ status: "refunded", refundAmount: "54.00" })
      })

      it("lets staff choose per line whether it goes back on sale, and refund less with a reason the customer sees", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 2)
        await deliver(order.id)
        const before = await stock()
        const requested = await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "defective" }, bearer(ada.token))
        const receive = (body: object) => post(`/api/admin/returns/${requested.data.id}/receive`, body, asStaff())

        // Bad input changes nothing: an amount that is not one, more than due, lower without a reason.
        expect((await receive({ refundAmount: "lots" })).status).toEqual(400)
        expect((await receive({ items: [{ productId, restock: "yes" }] })).status).toEqual(400)
        const tooMuch = await receive({ refundAmount: "54.01" })
        expect(tooMuch.status).toEqual(409)
        expect(tooMuch.data.message).toContain(RETURN_MESSAGES.refundTooHigh)
        expect((await receive({ refundAmount: "40.00" })).data.message).toEqual(RETURN_MESSAGES.refundReasonRequired)
        expect((await get("/api/admin/returns?status=requested", asStaff())).data.returns.map((entry: { id: string }) => entry.id)).toContain(requested.data.id)
        expect(await stock()).toEqual(before)

        // The unit was fine after all: back on sale, and a lower refund for the missing cable.
        const received = await receive({ items: [{ productId, restock: true }], refundAmount: "40.00", refundReason: "The power cable was missing" })
        expect(received.status).toEqual(200)
        expect(received.data).toMatchObject({
          status: "refunded",
          refundAmount: "40.00",
          refundReduction: { fullAmount: "54.00", reason: "The power cable was missing" },
          items: [expect.objectContaining({ productId, restocked: true })],
        })
        expect(await stock()).toEqual(before + 1)
        const mine = (await get(`/api/user/orders/${order.id}`, bearer(ada.token))).data
        expect(mine.returns[0]).toMatchObject({ refundAmount: "40.00", refundReduction: { fullAmount: "54.00", reason: "The power cable was missing" } })
      })

      it("shows the lines returned, the refund and the net the same to the customer and to staff", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 2)
        await deliver(order.id)
        const requested = await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "no_longer_needed" }, bearer(ada.token))
        expect((await post(`/api/admin/returns/${requested.data.id}/receive`, {}, asStaff())).status).toEqual(200)

        const mine = (await get(`/api/user/orders/${order.id}`, bearer(ada.token))).data
        const staffs = (await get(`/api/admin/orders/${order.id}`, asStaff())).data
        // 2 x $50, free shipping, $8 tax: the order's figures stay what it charged; the return is beside them.
        for (const view of [mine, staffs]) {
          expect(view).toMatchObject({ subtotal: "100.00", shippingCost: "0.00", tax: "8.00", totalAmount: "108.00", refundedAmount: "54.00" })
          expect(view.items).toEqual([expect.objectContaining({ productId, quantity: 2, returnedQuantity: 1 })])
        }
        const listed = (await get("/api/user/orders", bearer(ada.token))).data.find((entry: { id: string }) => entry.id === order.id)
        expect(listed).toMatchObject({ totalAmount: "108.00", refundedAmount: "54.00" })
      })

      it("takes unopened items back up to 60 days after delivery, anything else up to 30", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 1)
        await deliver(order.id)
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as { raw: (sql: string, bindings: unknown[]) => Promise<unknown> }
        const [record] = await getContainer().resolve(Modules.ORDER).listOrders({ display_id: Number(order.id) } as Record<string, unknown>, { take: 1 })
        const deliveredDaysAgo = (days: number) =>
          pg.raw(`update fulfillment set delivered_at = now() - (? || ' days')::interval where id in (select fulfillment_id from order_fulfillment where order_id = ?)`, [
            String(days),
            record.id,
          ])
        const ret = (body: object) => post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "no_longer_needed", ...body }, bearer(ada.token))
        await deliveredDaysAgo(45)
        const opened = await ret({})
        expect(opened.status).toEqual(409)
        expect(opened.data.message).toEqual(RETURN_MESSAGES.unopenedOnly)
        expect((await ret({ unopened: "yes" })).status).toEqual(400)
        await deliveredDaysAgo(61)
        expect((await ret({ unopened: true })).data.message).toEqual(RETURN_MESSAGES.windowClosed)
        await deliveredDaysAgo(45)
        const sealed = await ret({ unopened: true })
        expect(sealed.status).toEqual(201)
        expect(sealed.data).toMatchObject({ unopened: true, status: "requested" })
      })

      it("takes one of two return requests sent at once for all of an order's items", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 2)
        await deliver(order.id)
        const answers = await Promise.all(
          ["damaged", "other"].map((reason) => post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 2 }], reason }, bearer(ada.token)))
        )
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
        expect(answers.find((answer) => answer.status === 409)?.data.message).toEqual(RETURN_MESSAGES.tooMany)
        const mine = (await get("/api/user/orders", bearer(ada.token))).data.find((entry: { id: string }) => entry.id === order.id)
        expect(mine.returns).toHaveLength(1)
      })

      it("refunds a return whose items were received in Medusa's dashboard when staff mark it received in /admin", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 2)
        await deliver(order.id)
        const requested = await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 2 }], reason: "other" }, bearer(ada.token))
        expect(requested.status).toEqual(201)
        // What the dashboard's "Receive items" runs: one of the two counted as arrived.
        const { data } = await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "return", fields: ["id", "items.item_id"], filters: { id: requested.data.id } })
        const itemId = (data[0] as { items: Array<{ item_id: string }> }).items[0].item_id
        await beginReceiveReturnWorkflow(getContainer()).run({ input: { return_id: requested.data.id } })
        await receiveItemReturnRequestWorkflow(getContainer()).run({ input: { return_id: requested.data.id, items: [{ id: itemId, quantity: 1 }] } })
        await confirmReturnReceiveWorkflow(getContainer()).run({ input: { return_id: requested.data.id } })

        const received = await post(`/api/admin/returns/${requested.data.id}/receive`, {}, asStaff())
        expect(received.status).toEqual(200)
        // The one unit received: $50 and its $4 tax.
        expect(received.data).toMatchObject({ status: "refunded", refundAmount: "54.00" })
        expect((await post(`/api/admin/returns/${requested.data.id}/receive`, {}, asStaff())).data.message).toEqual(RETURN_MESSAGES.alreadyReceived)
      })

      it("refunds shipping once for damaged items, and refuses opened items 30 days after delivery", async () => {
        const ada = await customer()
        const order = await placeOrder(ada, 1)
        await deliver(order.id)
        const damaged = await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "defective" }, bearer(ada.token))
        const received = await post(`/api/admin/returns/${damaged.data.id}/receive`, {}, asStaff())
        // $50 + $4 tax + the $9.99 shipping of an order under $99.
        expect(received.data.refundAmount).toEqual("63.99")
        expect((await get(`/api/admin/orders/${order.id}`, asStaff())).data.paymentStatus).toEqual("refunded")

        const late = await placeOrder(ada, 1)
        await deliver(late.id)
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as { raw: (sql: string, bindings: unknown[]) => Promise<unknown> }
        const [record] = await getContainer().resolve(Modules.ORDER).listOrders({ display_id: Number(late.id) } as Record<string, unknown>, { take: 1 })
        await pg.raw(
          `update fulfillment set delivered_at = now() - interval '31 days' where id in (select fulfillment_id from order_fulfillment where order_id = ?)`,
          [record.id]
        )
        const refused = await post(`/api/user/orders/${late.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "defective" }, bearer(ada.token))
        expect(refused.status).toEqual(409)
        expect(refused.data.message).toEqual(RETURN_MESSAGES.unopenedOnly)
      })
    })

    describe("payment state", () => {
      it("captures a delivered order's payment, so Medusa shows it paid", async () => {
        const ada = await customer()
        const order = await placeOrder(ada)
        expect((await payments(order.id))[0].payments.every((payment) => !payment.captured_at)).toBe(true)
        expect((await get(`/api/admin/orders/${order.id}`, asStaff())).data.paymentStatus).toEqual("awaiting")
        expect((await move(order.id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z3" })).status).toEqual(200)
        expect((await move(order.id, { status: "delivered" })).status).toEqual(200)
        const [collection] = await payments(order.id)
        expect(collection.payments.every((payment) => payment.captured_at)).toBe(true)
        expect(collection.status).toEqual("completed")
        expect((await get(`/api/admin/orders/${order.id}`, asStaff())).data.paymentStatus).toEqual("paid")
      })

      it("captures the payment of an order marked delivered in Medusa's dashboard too, and Medusa's totals say paid", async () => {
        const ada = await customer()
        const order = await placeOrder(ada)
        expect((await move(order.id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z4" })).status).toEqual(200)
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const read = async () =>
          (
            await query.graph({
              entity: "order",
              fields: ["id", "total", "summary.*", "fulfillments.id", "payment_collections.payments.captured_at"],
              filters: { display_id: order.id },
            })
          ).data[0] as unknown as {
            id: string
            total: unknown
            summary: { paid_total?: unknown; pending_difference?: unknown }
            fulfillments: Array<{ id: string }>
            payment_collections: Array<{ payments: Array<{ captured_at: unknown }> }>
          }
        const before = await read()
        // What the dashboard's "Mark as delivered" runs.
        await markOrderFulfillmentAsDeliveredWorkflow(getContainer()).run({ input: { orderId: before.id, fulfillmentId: before.fulfillments[0].id } })
        // The capture and the order's transaction for it are two steps of Medusa's capture workflow.
        const paid = (order: Awaited<ReturnType<typeof read>>) =>
          order.payment_collections[0].payments.every((payment) => payment.captured_at) && Number(order.summary.paid_total) > 0
        let after = await read()
        for (const deadline = Date.now() + 30_000; Date.now() < deadline && !paid(after); ) {
          await new Promise((resolve) => setTimeout(resolve, 200))
          after = await read()
        }
        expect(after.payment_collections[0].payments.every((payment) => payment.captured_at)).toBe(true)
        expect(Number(after.summary.paid_total)).toBeCloseTo(Number(after.total), 2)
        expect((await get(`/api/admin/orders/${order.id}`, asStaff())).data.paymentStatus).toEqual("paid")
      })
    })
  },
})
