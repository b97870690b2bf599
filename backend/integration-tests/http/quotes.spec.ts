// Quotes (docs/api.md, "Quotes"): a customer asks, staff price, both talk, the customer accepts
// into one order at the quoted prices through the usual checkout, or declines; expiry and two
// accepts at once. The e-mails are read from a real SMTP server in this process.
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { QUOTE_MESSAGES, QUOTE_VALID_DAYS, addDays, todayUtc } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { TestMailbox } from "../mailbox"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop, signUp as signUpWith } from "../fixtures"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { QUOTES_MODULE } from "../../src/modules/quotes"
import { finishInterruptedOrders } from "../../src/workflows/checkout/finish-interrupted-orders"
import type QuotesModuleService from "../../src/modules/quotes/service"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.quotes@example.com", password: "staff-password-123" }
const STAFF_INBOX = "quotes-inbox@printshop.example"
const FIXTURE = [
  fixtureProduct({ handle: "label-printer", name: "Label Printer 45", price: 45.5, stock: 100 }),
  fixtureProduct({ handle: "receipt-printer", name: "Receipt Printer 80", price: 80, stock: 30, category: "pos-systems" }),
  fixtureProduct({ handle: "scanner", name: "Handheld Scanner 30", price: 30, stock: 3, category: "barcode-scanners" }),
]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

const mailbox = new TestMailbox()
beforeAll(async () => {
  await mailbox.start()
  process.env.SMTP_URL = mailbox.url
  process.env.STAFF_EMAIL = STAFF_INBOX
})
afterAll(() => mailbox.stop())

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const idOf: Record<string, string> = {}
    let staff: string

    beforeAll(async () => {
      Object.assign(idOf, (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf)
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      mailbox.received.length = 0
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, get, put } = answering(api)
    const asStaff = () => bearer(staff)
    const signUp = () => signUpWith(post)
    const quotes = () => getContainer().resolve<QuotesModuleService>(QUOTES_MODULE)
    const orderCount = async () => (await getContainer().resolve(Modules.ORDER).listOrders({})).length
    const stockOf = async (handle: string) => (await get(`/api/products/${idOf[handle]}`)).data.stockQuantity

    /** A customer's quote request for 20 label printers and 5 receipt printers. */
    async function askForQuote() {
      const customer = await signUp()
      const asked = await post(
        "/api/quotes",
        {
          items: [
            { productId: idOf["label-printer"], quantity: 20 },
            { productId: idOf["receipt-printer"], quantity: 5 },
          ],
          message: "Prices for our five stores, please.",
          company: "Park Foods",
        },
        bearer(customer.token)
      )
      expect(asked.status).toEqual(201)
      return { ...customer, quote: asked.data }
    }

    /** Staff's prices: 20 label printers at $39.00 and 2 scanners at $25.00 (the receipt printers removed). */
    const prices = (extra: object = {}) => ({
      items: [
        { productId: idOf["label-printer"], quantity: 20, unitPrice: "39.00" },
        { productId: idOf["scanner"], quantity: 2, unitPrice: 25 },
      ],
      note: "Our volume price for 20 units.",
      ...extra,
    })

    /** The checkout details of an acceptance; the total is the one the prepared checkout showed. */
    const acceptance = (email: string, totalAmount: string) => ({
      customerEmail: email,
      customerName: "Ada Lovelace",
      customerPhone: "9185550100",
      shippingAddress: address,
      billingAddress: address,
      totalAmount,
      paymentMethod: "cash_on_delivery",
    })

    /** POST /api/checkout for the quote, as the checkout page sends it once the address is typed. */
    const prepare = (token: string, quoteId: string, items: unknown[]) =>
      post("/api/checkout", { sessionId: `quote-${quoteId}`, quoteId, items, shippingAddress: address, paymentMethod: "cash_on_delivery" }, bearer(token))

    it("lets a customer ask for a quote, staff price it and both talk, with an e-mail for each step", async () => {
      const { token, user, quote } = await askForQuote()
      expect(quote).toMatchObject({
        id: expect.stringMatching(/^quo_/),
        number: expect.any(Number),
        status: "requested",
        message: "Prices for our five stores, please.",
        company: "Park Foods",
        validUntil: null,
        subtotal: null,
        items: [
          { productId: idOf["label-printer"], productName: "Label Printer 45", quantity: 20, listPrice: 45.5, unitPrice: null, total: null },
          { productId: idOf["receipt-printer"], productName: "Receipt Printer 80", quantity: 5, listPrice: 80, unitPrice: null, total: null },
        ],
        messages: [],
      })
      const staffMail = await mailbox.waitFor(STAFF_INBOX, new RegExp(`Quote #${quote.number}`))
      expect(staffMail.text).toContain("Label Printer 45")
      expect(staffMail.text).toContain("Prices for our five stores, please.")

      // Staff's list: newest first, with the customer and the count waiting for prices.
      const page = await get("/api/admin/quotes", asStaff())
      expect(page.status).toEqual(200)
      expect(page.data.requestedCount).toBeGreaterThanOrEqual(1)
      expect(page.data.quotes[0]).toMatchObject({ id: quote.id, status: "requested", customer: { id: user.id, email: user.email, name: "Ada Lovelace" } })
      expect((await get("/api/admin/quotes?status=requested", asStaff())).data.quotes.map((entry: { id: string }) => entry.id)).toContain(quote.id)
      expect((await get("/api/admin/quotes?status=declined", asStaff())).data.quotes).toEqual([])

      // Staff price it (a line removed, one added), valid for QUOTE_VALID_DAYS by default.
      const priced = await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())
      expect(priced.status).toEqual(200)
      expect(priced.data).toMatchObject({
        status: "quoted",
        validUntil: addDays(todayUtc(), QUOTE_VALID_DAYS),
        note: "Our volume price for 20 units.",
        subtotal: "830.00",
        items: [
          { productId: idOf["label-printer"], quantity: 20, unitPrice: 39, total: "780.00" },
          { productId: idOf["scanner"], productName: "Handheld Scanner 30", quantity: 2, unitPrice: 25, total: "50.00" },
        ],
      })
      const readyMail = await mailbox.waitFor(user.email, new RegExp(`Quote #${quote.number}`))
      expect(readyMail.text).toContain("39.00")
      expect(readyMail.text).toContain(`/account?tab=quotes&quote=${quote.id}`)

      // The customer's side.
      const mine = await get("/api/user/quotes", bearer(token))
      expect(mine.data.map((entry: { id: string }) => entry.id)).toEqual([quote.id])
      expect((await get(`/api/user/quotes/${quote.id}`, bearer(token))).data).toMatchObject({ status: "quoted", subtotal: "830.00" })

      // Messages both ways, each e-mailed to the other side.
      mailbox.received.length = 0
      const asked = await post(`/api/user/quotes/${quote.id}/messages`, { message: "Can you do 36.00 for 30 units?" }, bearer(token))
      expect(asked.status).toEqual(201)
      expect(asked.data).toMatchObject({ author: "customer", authorName: "Ada Lovelace", body: "Can you do 36.00 for 30 units?" })
      const toStaff = await mailbox.waitFor(STAFF_INBOX, new RegExp(`Quote #${quote.number}`))
      expect(toStaff.text).toContain("Can you do 36.00 for 30 units?")
      const answered = await post(`/api/admin/quotes/${quote.id}/messages`, { message: "Yes, from 30 units." }, asStaff())
      expect(answered.status).toEqual(201)
      expect(answered.data).toMatchObject({ author: "staff", body: "Yes, from 30 units." })
      const toCustomer = await mailbox.waitFor(user.email, new RegExp(`Quote #${quote.number}`))
      expect(toCustomer.text).toContain("Yes, from 30 units.")
      const thread = (await get(`/api/admin/quotes/${quote.id}`, asStaff())).data.messages
      expect(thread.map((message: { author: string }) => message.author)).toEqual(["customer", "staff"])

      // Medusa's dashboard reads the same page through Medusa's admin API, with Medusa's admin token.
      expect((await get("/admin/quotes")).status).toEqual(401)
      const medusaLogin = await post("/auth/user/emailpass", STAFF)
      const dashboard = await get("/admin/quotes?status=quoted", bearer(medusaLogin.data.token))
      expect(dashboard.status).toEqual(200)
      expect(dashboard.data.quotes.map((entry: { id: string }) => entry.id)).toContain(quote.id)
      expect((await get("/admin/quotes?limit=0x10", bearer(medusaLogin.data.token))).status).toEqual(400)
    })

    it("refuses bad requests with clear errors and keeps quotes to their customer", async () => {
      const visitor = await post("/api/quotes", { items: [{ productId: idOf["label-printer"], quantity: 1 }] })
      expect(visitor.status).toEqual(401)
      const { token, quote } = await askForQuote()
      const empty = await post("/api/quotes", { items: [], message: "x" }, bearer(token))
      expect(empty.status).toEqual(400)
      expect(empty.data.errors).toEqual([{ path: "items", message: "A quote needs at least one product" }])
      const unknown = await post("/api/quotes", { items: [{ productId: "prod_nope", quantity: 2 }] }, bearer(token))
      expect(unknown.status).toEqual(400)
      expect(unknown.data.errors[0].path).toEqual("items.0.productId")
      const zero = await post("/api/quotes", { items: [{ productId: idOf["scanner"], quantity: 0 }] }, bearer(token))
      expect(zero.data.errors[0]).toEqual({ path: "items.0.quantity", message: "Quantity must be a whole number of at least 1" })

      const pastDate = await put(`/api/admin/quotes/${quote.id}`, prices({ validUntil: addDays(todayUtc(), -1) }), asStaff())
      expect(pastDate.status).toEqual(400)
      expect(pastDate.data.errors).toEqual([{ path: "validUntil", message: QUOTE_MESSAGES.pastDate }])
      const badPrice = await put(`/api/admin/quotes/${quote.id}`, { items: [{ productId: idOf["scanner"], quantity: 1, unitPrice: "cheap" }] }, asStaff())
      expect(badPrice.data.errors).toEqual([{ path: "items.0.unitPrice", message: "Unit price must be an amount like 42.00" }])
      expect((await get(`/api/user/quotes/${quote.id}`, bearer(token))).data.status).toEqual("requested")

      // Not yet priced: it cannot be accepted.
      const early = await post(`/api/user/quotes/${quote.id}/accept`, acceptance("a@example.com", "1.00"), bearer(token))
      expect(early.status).toEqual(409)
      expect(early.data.message).toEqual(QUOTE_MESSAGES.notPriced)

      // Another customer sees none of it.
      const other = await signUp()
      expect((await get(`/api/user/quotes/${quote.id}`, bearer(other.token))).status).toEqual(404)
      expect((await post(`/api/user/quotes/${quote.id}/messages`, { message: "hi" }, bearer(other.token))).status).toEqual(404)
      expect((await post(`/api/user/quotes/${quote.id}/accept`, acceptance(other.user.email, "1.00"), bearer(other.token))).status).toEqual(404)
      expect((await get("/api/user/quotes", bearer(other.token))).data).toEqual([])
      expect((await get("/api/admin/quotes", bearer(token))).status).toEqual(401)
    })

    it("accepts a quote into one order at the quoted prices through the usual checkout", async () => {
      const { token, user, quote } = await askForQuote()
      await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())
      const items = [
        { productId: idOf["label-printer"], quantity: 20 },
        { productId: idOf["scanner"], quantity: 2 },
      ]
      const prepared = await prepare(token, quote.id, items)
      expect(prepared.status).toEqual(200)
      expect(prepared.data.subtotal).toEqual("830.00")
      const total = prepared.data.totalAmount
      expect(Number(total)).toBeCloseTo(830 + Number(prepared.data.shippingCost) + Number(prepared.data.tax), 2)
      // A promo code does not go with a quote.
      const withCode = await post("/api/checkout", { sessionId: "s", quoteId: quote.id, items, promoCode: "SAVE10", paymentMethod: "cash_on_delivery" }, bearer(token))
      expect(withCode.status).toEqual(400)

      const ordersBefore = await orderCount()
      const scannersBefore = await stockOf("scanner")
      // The total the shopper saw is compared, as for any order.
      const wrong = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, "1.00"), bearer(token))
      expect(wrong.status).toEqual(409)
      expect(wrong.data.code).toEqual("total_mismatch")

      mailbox.received.length = 0
      const accepted = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, total), bearer(token))
      expect(accepted.status).toEqual(201)
      expect(accepted.data.order).toMatchObject({
        subtotal: "830.00",
        totalAmount: total,
        items: expect.arrayContaining([
          expect.objectContaining({ productId: idOf["label-printer"], quantity: 20, price: 39, total: "780.00" }),
          expect.objectContaining({ productId: idOf["scanner"], quantity: 2, price: 25, total: "50.00" }),
        ]),
      })
      expect(accepted.data.quote).toMatchObject({ status: "accepted", orderId: accepted.data.order.id })
      expect(await orderCount()).toEqual(ordersBefore + 1)
      expect(await stockOf("scanner")).toEqual(scannersBefore - 2)
      // The order is the customer's like any other, and Medusa keeps the quoted prices on its lines.
      const order = (await get(`/api/user/orders/${accepted.data.order.id}`, bearer(token))).data
      expect(order.totalAmount).toEqual(total)
      const [medusaOrder] = await getContainer().resolve(Modules.ORDER).listOrders({ customer_id: user.id }, { relations: ["items"] })
      expect(medusaOrder.items?.map((item) => Number(item.unit_price)).sort()).toEqual([25, 39])
      expect(medusaOrder.metadata).toMatchObject({ quote_id: quote.id, quote_number: quote.number })
      await mailbox.waitFor(user.email, new RegExp(`#${accepted.data.order.id}`))
      await mailbox.waitFor(STAFF_INBOX, new RegExp(`Quote #${quote.number} accepted`))

      // Accepted once: again is refused, and it can be neither priced nor declined now.
      const again = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, total), bearer(token))
      expect(again.status).toEqual(409)
      expect(again.data.message).toEqual(QUOTE_MESSAGES.accepted)
      expect((await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())).status).toEqual(409)
      expect((await post(`/api/user/quotes/${quote.id}/decline`, {}, bearer(token))).status).toEqual(409)
      expect(await orderCount()).toEqual(ordersBefore + 1)
    })

    it("places one order when the same quote is accepted twice at once", async () => {
      const { token, user, quote } = await askForQuote()
      await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())
      const prepared = await prepare(token, quote.id, [
        { productId: idOf["label-printer"], quantity: 20 },
        { productId: idOf["scanner"], quantity: 2 },
      ])
      const ordersBefore = await orderCount()
      const answers = await Promise.all([1, 2].map(() => post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, prepared.data.totalAmount), bearer(token))))
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
      expect(answers.find((answer) => answer.status === 409)!.data.message).toEqual(QUOTE_MESSAGES.accepted)
      expect(await orderCount()).toEqual(ordersBefore + 1)
    })

    it("finishes an acceptance a stop interrupted: the quote is marked with its one order", async () => {
      const { token, user, quote } = await askForQuote()
      await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())
      const items = [
        { productId: idOf["label-printer"], quantity: 20 },
        { productId: idOf["scanner"], quantity: 2 },
      ]
      const total = (await prepare(token, quote.id, items)).data.totalAmount
      const first = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, total), bearer(token))
      expect(first.status).toEqual(201)
      const ordersAfter = await orderCount()
      const db = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const unmark = () => quotes().updateQuotes({ id: quote.id, status: "quoted", order_id: null, accepted_at: null })

      // A stop after the order was recorded, before the quote's mark: sending the acceptance again marks it.
      await unmark()
      const again = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, total), bearer(token))
      expect(again.status).toEqual(201)
      expect(again.data.quote).toMatchObject({ status: "accepted", orderId: first.data.order.id })
      expect(again.data.order.id).toEqual(first.data.order.id)

      // A stop before the checkout's record too: the job that finishes interrupted orders marks it.
      await unmark()
      await db.raw("DELETE FROM checkout_submission")
      await finishInterruptedOrders(getContainer(), { olderThanSeconds: 0 })
      expect((await get(`/api/user/quotes/${quote.id}`, bearer(token))).data).toMatchObject({ status: "accepted", orderId: first.data.order.id })
      expect(await orderCount()).toEqual(ordersAfter)
      await mailbox.waitFor(STAFF_INBOX, new RegExp(`Quote #${quote.number} accepted`))
    })

    it("shows a quote past its date as expired, refuses to accept it, and staff can price it again", async () => {
      const { token, user, quote } = await askForQuote()
      await put(`/api/admin/quotes/${quote.id}`, prices({ validUntil: todayUtc() }), asStaff())
      // Its last day was yesterday.
      await quotes().updateQuotes({ id: quote.id, valid_until: addDays(todayUtc(), -1) })
      expect((await get(`/api/user/quotes/${quote.id}`, bearer(token))).data.status).toEqual("expired")
      expect((await get("/api/admin/quotes?status=expired", asStaff())).data.quotes.map((entry: { id: string }) => entry.id)).toContain(quote.id)
      const ordersBefore = await orderCount()
      const expired = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, "900.00"), bearer(token))
      expect(expired.status).toEqual(409)
      expect(expired.data).toMatchObject({ code: "quote_expired", message: "This quote has expired." })
      expect(await orderCount()).toEqual(ordersBefore)

      const renewed = await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())
      expect(renewed.data).toMatchObject({ status: "quoted", validUntil: addDays(todayUtc(), QUOTE_VALID_DAYS) })
    })

    it("lets the customer decline a quote, which then cannot be accepted", async () => {
      const { token, user, quote } = await askForQuote()
      await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())
      const declined = await post(`/api/user/quotes/${quote.id}/decline`, {}, bearer(token))
      expect(declined.status).toEqual(200)
      expect(declined.data.status).toEqual("declined")
      const accept = await post(`/api/user/quotes/${quote.id}/accept`, acceptance(user.email, "900.00"), bearer(token))
      expect(accept.status).toEqual(409)
      expect(accept.data.message).toEqual(QUOTE_MESSAGES.declined)
      expect((await put(`/api/admin/quotes/${quote.id}`, prices(), asStaff())).data.message).toEqual(QUOTE_MESSAGES.closed)
    })
  },
})
