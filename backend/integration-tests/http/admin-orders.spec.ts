// Staff serving customers (the Order Management tab and the order's dialog,
// docs/using-the-shop.md, "The staff area (/admin)"): orders through their life, customer messages,
// and what the customer sees after each move.
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, newCustomer, seedShop } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.orders@example.com", password: "staff-password-123" }
const FIXTURE = [fixtureProduct({ handle: "desk-printer", name: "Desk Printer 50", price: 50, stock: 10 })]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string
    let staff: string

    beforeAll(async () => {
      productId = (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf["desk-printer"]
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, patch, put, get, del } = answering(api)
    const asStaff = () => bearer(staff)

    let sessionCounter = 0
    async function placeOrder(quantity = 1) {
      const details = newCustomer()
      const { token, user } = (await post("/api/register", details)).data
      sessionCounter += 1
      const total = quantity * 50 + (quantity * 50 > 99 ? 0 : 9.99) + quantity * 4
      const order = await post(
        "/api/orders",
        {
          sessionId: `admin-${Date.now()}-${sessionCounter}`,
          customerEmail: user.email,
          customerName: "Ada Lovelace",
          customerPhone: "9185550100",
          shippingAddress: address,
          billingAddress: address,
          totalAmount: total.toFixed(2),
          paymentMethod: "card_on_delivery",
          items: [{ productId, quantity }],
        },
        bearer(token)
      )
      expect(order.status).toEqual(201)
      return { order: order.data, token: token as string, email: user.email as string }
    }
    const move = (id: string, body: object) => post(`/api/admin/orders/${id}/status`, body, asStaff())
    const customerView = async (token: string) => (await get("/api/user/orders", bearer(token))).data[0]
    const stock = async () => (await get(`/api/products/${productId}`)).data.stockQuantity

    describe("orders", () => {
      it("lists every order for staff: the plain list, pages, a status filter and a search by number or e-mail", async () => {
        const first = await placeOrder()
        const second = await placeOrder()
        const list = await get("/api/admin/orders", asStaff())
        expect(list.status).toEqual(200)
        expect(list.data.map((order: { id: string }) => order.id)).toEqual([second.order.id, first.order.id])
        expect(list.data[0]).toMatchObject({
          id: second.order.id,
          orderId: expect.stringMatching(/^order_/),
          customerName: "Ada Lovelace",
          customerEmail: second.email,
          customerPhone: "9185550100",
          paymentMethod: "card_on_delivery",
          status: "pending",
          nextStatuses: ["processing", "shipped", "cancelled"],
          items: [{ productId, productName: "Desk Printer 50", quantity: 1, price: 50, total: "50.00" }],
        })
        const page = await get("/api/admin/orders?limit=1&offset=1", asStaff())
        expect(page.data).toMatchObject({ count: 2, limit: 1, offset: 1, orders: [{ id: first.order.id }] })
        expect((await get(`/api/admin/orders?search=${first.order.id}`, asStaff())).data.map((o: { id: string }) => o.id)).toEqual([first.order.id])
        expect((await get(`/api/admin/orders?search=${encodeURIComponent(second.email.slice(0, 12))}`, asStaff())).data).toHaveLength(1)
        await move(first.order.id, { status: "processing" })
        expect((await get("/api/admin/orders?status=processing", asStaff())).data.map((o: { id: string }) => o.id)).toEqual([first.order.id])
        expect((await get("/api/admin/orders?status=lost", asStaff())).status).toEqual(400)
        expect((await get(`/api/admin/orders/${first.order.id}`, asStaff())).data.status).toEqual("processing")
        expect((await get("/api/admin/orders/999999", asStaff())).status).toEqual(404)
      })

      it("moves an order through processing, shipped and delivered; the customer sees each step, carrier and tracking number", async () => {
        const { order, token, email } = await placeOrder()
        const processing = await move(order.id, { status: "processing" })
        expect(processing.status).toEqual(200)
        expect(processing.data).toMatchObject({ status: "processing", nextStatuses: ["shipped", "cancelled"] })
        expect((await customerView(token)).status).toEqual("processing")

        const noTracking = await move(order.id, { status: "shipped", carrier: "FedEx" })
        expect(noTracking.status).toEqual(400)
        expect(noTracking.data.errors).toEqual([{ path: "trackingNumber", message: "Tracking number is required to mark an order shipped" }])

        const shipped = await move(order.id, { status: "shipped", carrier: "FedEx Ground", trackingNumber: "FX-774411", estimatedDelivery: "2026-12-01" })
        expect(shipped.data).toMatchObject({ status: "shipped", carrier: "FedEx Ground", trackingNumber: "FX-774411", estimatedDelivery: "2026-12-01", nextStatuses: ["delivered"] })
        const seen = await customerView(token)
        expect(seen).toMatchObject({ status: "shipped", carrier: "FedEx Ground", trackingNumber: "FX-774411" })
        expect(seen.trackingEvents.map((event: { status: string }) => event.status)).toEqual(["Order Placed", "Processing", "Shipped"])
        expect(seen.trackingEvents.every((event: { timestamp: string | null }) => typeof event.timestamp === "string")).toBe(true)
        const tracked = await post("/api/orders/track", { orderNumber: order.id, email })
        expect(tracked.data).toMatchObject({ status: "shipped", estimatedDelivery: "2026-12-01" })

        const delivered = await move(order.id, { status: "delivered" })
        expect(delivered.data).toMatchObject({ status: "delivered", nextStatuses: [] })
        expect((await customerView(token)).status).toEqual("delivered")
        expect((await post("/api/orders/track", { orderNumber: order.id, email })).data.status).toEqual("delivered")
      })

      it("ships a pending order in one move", async () => {
        const { order, token } = await placeOrder()
        const shipped = await move(order.id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z999" })
        expect(shipped.data).toMatchObject({ status: "shipped", trackingNumber: "1Z999", carrier: "UPS" })
        expect((await customerView(token)).trackingNumber).toEqual("1Z999")
      })

      it("cancels an order being prepared; the stock comes back", async () => {
        const before = await stock()
        const { order, token } = await placeOrder(2)
        expect(await stock()).toEqual(before - 2)
        await move(order.id, { status: "processing" })
        const cancelled = await move(order.id, { status: "cancelled" })
        expect(cancelled.data).toMatchObject({ status: "cancelled", nextStatuses: [] })
        expect((await customerView(token)).status).toEqual("cancelled")
        invalidateCatalogueIndex(getContainer())
        expect(await stock()).toEqual(before)
      })

      it("refuses impossible moves with 409 and a clear message, and bad input with 400", async () => {
        const { order } = await placeOrder()
        const early = await move(order.id, { status: "delivered" })
        expect(early.status).toEqual(409)
        expect(early.data.message).toEqual("An order that is pending cannot be marked delivered. It can be marked processing or shipped or cancelled.")
        await move(order.id, { status: "shipped", carrier: "UPS", trackingNumber: "1Z1" })
        await move(order.id, { status: "delivered" })
        expect((await move(order.id, { status: "processing" })).status).toEqual(409)
        expect((await move(order.id, { status: "cancelled" })).status).toEqual(409)
        const other = await placeOrder()
        await move(other.order.id, { status: "cancelled" })
        for (const status of ["processing", "shipped", "delivered", "cancelled"]) {
          const answer = await move(other.order.id, { status, carrier: "UPS", trackingNumber: "1Z2" })
          expect([status, answer.status]).toEqual([status, 409])
        }
        expect((await move(order.id, { status: "lost" })).status).toEqual(400)
        expect((await move(order.id, { status: "processing", extra: true })).status).toEqual(400)
        expect((await move("999999", { status: "processing" })).status).toEqual(404)
      })

      it("keeps orders from anyone who is not staff", async () => {
        const { order, token } = await placeOrder()
        for (const config of [{}, bearer(token)]) {
          expect((await get("/api/admin/orders", config)).status).toEqual(401)
          expect((await get(`/api/admin/orders/${order.id}`, config)).status).toEqual(401)
          expect((await post(`/api/admin/orders/${order.id}/status`, { status: "processing" }, config)).status).toEqual(401)
        }
        expect((await customerView(token)).status).toEqual("pending")
      })
    })

    describe("sales picture", () => {
      it("counts orders and revenue per day in the shop's time zone over 30 days, and lists the products running low", async () => {
        const before = (await get("/api/admin/sales", asStaff())).data
        expect(before.timeZone).toEqual("America/Chicago")
        expect(before.days).toHaveLength(30)
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())
        expect(before.days.at(-1).date).toEqual(today)
        // Every day present, one after the other.
        for (let i = 1; i < 30; i++) {
          const gap = Date.parse(`${before.days[i].date}T00:00:00Z`) - Date.parse(`${before.days[i - 1].date}T00:00:00Z`)
          expect(gap).toEqual(24 * 60 * 60 * 1000)
        }
        const todayBefore = before.days.at(-1)

        const kept = await placeOrder(1) // 50 + 9.99 shipping + 4 tax
        const cancelled = await placeOrder(1)
        expect((await move(cancelled.order.id, { status: "cancelled" })).status).toEqual(200)
        const after = (await get("/api/admin/sales", asStaff())).data
        expect(after.days.at(-1)).toEqual({
          date: today,
          orders: todayBefore.orders + 2,
          revenue: (Number(todayBefore.revenue) + 63.99).toFixed(2),
        })
        expect(kept.order.totalAmount).toEqual("63.99")

        // 10 in stock, one sold: not low. Staff set what can still be sold to 2 (the kept order's unit held on top): on the list with 2 left.
        expect(after.lowStock.map((product: { id: string }) => product.id)).not.toContain(productId)
        expect((await put(`/api/admin/products/${productId}`, { stockQuantity: 2 }, asStaff())).status).toEqual(200)
        const low = (await get("/api/admin/sales", asStaff())).data
        expect(low.lowStock).toContainEqual({ id: productId, name: "Desk Printer 50", stockQuantity: 2, published: true, stockAlerts: 0 })
        expect(low.lowStockCount).toEqual(low.lowStock.length)
        expect((await get("/api/admin/sales")).status).toEqual(401)
      })
    })

    describe("customer messages", () => {
      it("lists the forms newest first with filters and the count of new ones, and marks one handled", async () => {
        const signedIn = (await post("/api/register", newCustomer({ firstName: "Grace", lastName: "Hopper" }))).data
        await post("/api/inquiries", { kind: "support_ticket", name: "Sam", email: "sam@example.com", subject: "Jam", category: "technical", message: "It jams." })
        await post(
          "/api/inquiries",
          { kind: "contact", name: "Grace Hopper", email: signedIn.user.email, subject: "Quote", message: "Volume pricing?", company: "Navy" },
          bearer(signedIn.token)
        )
        const list = await get("/api/admin/inquiries", asStaff())
        expect(list.status).toEqual(200)
        expect(list.data).toMatchObject({ count: 2, newCount: 2, limit: 50, offset: 0 })
        const [contact, ticket] = list.data.inquiries
        expect(contact).toMatchObject({
          kind: "contact",
          status: "new",
          subject: "Quote",
          reference: expect.stringMatching(/^INQ-/),
          fields: { name: "Grace Hopper", company: "Navy", message: "Volume pricing?", inquiryType: "general" },
          customer: { id: signedIn.user.id, email: signedIn.user.email, firstName: "Grace", lastName: "Hopper" },
          handledAt: null,
        })
        expect(ticket).toMatchObject({ kind: "support_ticket", customer: null })
        expect((await get("/api/admin/inquiries?kind=support_ticket", asStaff())).data.inquiries).toHaveLength(1)

        const handled = await patch(`/api/admin/inquiries/${ticket.id}`, { status: "handled" }, asStaff())
        expect(handled.data).toMatchObject({ id: ticket.id, status: "handled", handledAt: expect.any(String) })
        expect((await get("/api/admin/inquiries?status=new", asStaff())).data).toMatchObject({ count: 1, newCount: 1 })
        expect((await get("/api/admin/inquiries?status=handled", asStaff())).data.inquiries.map((i: { id: string }) => i.id)).toEqual([ticket.id])
        expect((await patch(`/api/admin/inquiries/${ticket.id}`, { status: "new" }, asStaff())).data.handledAt).toBeNull()

        expect((await patch(`/api/admin/inquiries/${ticket.id}`, { status: "closed" }, asStaff())).status).toEqual(400)
        expect((await patch("/api/admin/inquiries/inq_unknown", { status: "handled" }, asStaff())).status).toEqual(404)
        expect((await get("/api/admin/inquiries?status=maybe", asStaff())).status).toEqual(400)
        for (const config of [{}, bearer(signedIn.token)]) {
          expect((await get("/api/admin/inquiries", config)).status).toEqual(401)
          expect((await patch(`/api/admin/inquiries/${ticket.id}`, { status: "handled" }, config)).status).toEqual(401)
        }
      })

      it("answers Medusa's dashboard with its session cookie, on the same routes", async () => {
        const medusa = await post("/auth/user/emailpass", STAFF)
        const session = await post("/auth/session", {}, bearer(medusa.data.token))
        const cookie = String(session.headers["set-cookie"]).split(";")[0]
        const withCookie = { headers: { Cookie: cookie } }
        expect((await get("/api/admin/inquiries", withCookie)).status).toEqual(200)
        expect((await get("/api/admin/reviews", withCookie)).status).toEqual(200)
      })
    })

    describe("reviews", () => {
      it("lists reviews with the product's name for staff", async () => {
        const { token } = (await post("/api/register", newCustomer())).data
        await post(`/api/products/${productId}/reviews`, { rating: 4, comment: "Prints well every single day." }, bearer(token))
        const list = await get("/api/admin/reviews", asStaff())
        expect(list.data.reviews[0]).toMatchObject({ productId, productName: "Desk Printer 50", hidden: false, rating: 4 })
      })

      it("keeps the name of a deleted product on its reviews", async () => {
        const created = await post(
          "/api/admin/products",
          { name: "Short-Lived Scanner", brand: "Epson", category: "scanners", price: "99.00", stockQuantity: 3 },
          asStaff()
        )
        expect(created.status).toEqual(201)
        const { token } = (await post("/api/register", newCustomer())).data
        expect((await post(`/api/products/${created.data.id}/reviews`, { rating: 5, comment: "Scanned everything I had in an hour." }, bearer(token))).status).toEqual(201)
        expect((await del(`/api/admin/products/${created.data.id}`, asStaff())).status).toEqual(200)
        const list = await get("/api/admin/reviews", asStaff())
        expect(list.data.reviews.find((review: { productId: string }) => review.productId === created.data.id)).toMatchObject({ productName: "Short-Lived Scanner" })
      })
    })
  },
})
