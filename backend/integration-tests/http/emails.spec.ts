// The shop's e-mail (docs/email.md): what each event sends, read from a real SMTP server in this
// process; forgotten passwords for customers and staff; staff replies to customer messages; an
// SMTP outage and events delivered twice or lost.
import { Modules } from "@medusajs/framework/utils"
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { TestMailbox } from "../mailbox"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, newCustomer, seedShop } from "../fixtures"
import { INQUIRIES_MODULE } from "../../src/modules/inquiries"
import type InquiriesModuleService from "../../src/modules/inquiries/service"
import { retryEmails } from "../../src/workflows/emails/retry-emails"
import { sendEmail } from "../../src/workflows/emails/send-email-now"
import { FREE_RETURN_SHIPPING_SETTING } from "../../src/lib/orders/return-shipping"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.mail@example.com", password: "staff-password-123" }
const STAFF_INBOX = "inbox@printshop.example"
const STOREFRONT = "http://shop.example.test"
const FIXTURE = [fixtureProduct({ handle: "mail-printer", name: "Mail Printer <Pro> & Co", price: 60, stock: 20 })]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

const mailbox = new TestMailbox()
// Before the runner boots Medusa, which reads SMTP_URL, STOREFRONT_URL and the staff inbox then.
beforeAll(async () => {
  await mailbox.start()
  process.env.SMTP_URL = mailbox.url
  process.env.STOREFRONT_URL = STOREFRONT
  process.env.STAFF_EMAIL = STAFF_INBOX
})
afterAll(() => mailbox.stop())

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string
    let staff: string

    beforeAll(async () => {
      productId = (await seedShop(getContainer(), FIXTURE, { staff: STAFF })).idOf["mail-printer"]
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, get } = answering(api)
    const asStaff = () => bearer(staff)
    const notifications = () => getContainer().resolve(Modules.NOTIFICATION)
    /**
     * The order confirmation's record once it has `status`: the mailbox has the message as soon as
     * the SMTP server takes it, a moment before Medusa records that the send succeeded.
     */
    async function confirmationRecord(email: string, status: string) {
      let records: Array<Record<string, unknown>> = []
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        records = (await notifications().listNotifications({ to: email, template: "order-confirmation" } as Record<string, unknown>)) as unknown as Array<Record<string, unknown>>
        if (records.some((record) => record.status === status)) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return records.find((record) => record.status === status) ?? records[0]
    }

    let orderCounter = 0
    async function placeOrder(paymentMethod = "card_on_delivery") {
      const details = newCustomer()
      const { token, user } = (await post("/api/register", details)).data
      orderCounter += 1
      const started = Date.now()
      const order = await post(
        "/api/orders",
        {
          sessionId: `mail-${Date.now()}-${orderCounter}`,
          customerEmail: user.email,
          customerName: "Ada Lovelace",
          customerPhone: "9185550100",
          shippingAddress: address,
          billingAddress: address,
          totalAmount: (60 + 9.99 + 4.8).toFixed(2),
          paymentMethod,
          items: [{ productId, quantity: 1 }],
        },
        bearer(token)
      )
      expect(order.status).toEqual(201)
      return { order: order.data, token: token as string, email: user.email as string, details, placedIn: Date.now() - started }
    }
    const move = (id: string, body: object) => post(`/api/admin/orders/${id}/status`, body, asStaff())
    const linkIn = (text: string, path: string) => new RegExp(`${STOREFRONT}${path}#token=([^\\s"&<>]+)`).exec(text)?.[1]

    describe("orders", () => {
      it("confirms an order placed, with its lines, totals, address, payment and links, in HTML and text, recorded by Medusa", async () => {
        const { order, email } = await placeOrder()
        const mail = await mailbox.waitFor(email, new RegExp(`^Order #${order.id} confirmed$`))
        for (const part of [mail.html, mail.text]) {
          expect(part).toContain("Mail Printer")
          expect(part).toContain("$60.00")
          expect(part).toContain("$9.99")
          expect(part).toContain("$4.80")
          expect(part).toContain("$74.79")
          expect(part).toContain("2250 E 73rd St")
          expect(part).toContain("Tulsa, OK 74136")
          expect(part).toContain("Card on Delivery")
          expect(part).toContain(`${STOREFRONT}/checkout/confirmation/${order.id}`)
          expect(part).toContain(`${STOREFRONT}/track`)
          expect(part).toContain(`${STOREFRONT}/account?tab=orders`)
        }
        // The product's name is text, never markup.
        expect(mail.html).toContain("Mail Printer &lt;Pro&gt; &amp; Co")
        expect(mail.from).toContain("PrintShop Pro")

        const record = await confirmationRecord(email, "success")
        expect(record).toMatchObject({ channel: "email", status: "success", resource_type: "order" })
        // Staff see what went out with the order.
        const detail = await get(`/api/admin/orders/${order.id}`, asStaff())
        expect(detail.data.emails).toEqual([{ id: record.id, template: "order-confirmation", to: email, status: "success", createdAt: expect.any(String) }])
      })

      it("sends the confirmation to the account's e-mail only, never to an address the checkout names", async () => {
        const details = newCustomer()
        const { token, user } = (await post("/api/register", details)).data
        const order = await post(
          "/api/orders",
          {
            sessionId: `mail-other-${Date.now()}`,
            customerEmail: "phishing.target@elsewhere.example",
            customerName: "Your account is locked, call 555-0100",
            shippingAddress: address,
            billingAddress: address,
            totalAmount: (60 + 9.99 + 4.8).toFixed(2),
            paymentMethod: "cash_on_delivery",
            items: [{ productId, quantity: 1 }],
          },
          bearer(token)
        )
        expect(order.status).toEqual(201)
        expect(order.data.customerEmail).toEqual(user.email)
        await mailbox.waitFor(user.email, new RegExp(`^Order #${order.data.id} confirmed$`))
        expect(mailbox.to("phishing.target@elsewhere.example")).toHaveLength(0)
      })

      it("tells the customer when the order ships (carrier, tracking, estimated delivery), is delivered, and when another is cancelled", async () => {
        const { order, email } = await placeOrder()
        expect((await move(order.id, { status: "shipped", carrier: "FedEx Ground", trackingNumber: "FX-774411", estimatedDelivery: "2026-12-01" })).status).toEqual(200)
        const shipped = await mailbox.waitFor(email, new RegExp(`^Order #${order.id} has shipped$`))
        for (const part of [shipped.html, shipped.text]) {
          expect(part).toContain("FedEx Ground")
          expect(part).toContain("FX-774411")
          expect(part).toContain("Tuesday, December 1, 2026")
          expect(part).toContain(`${STOREFRONT}/track`)
        }
        expect((await move(order.id, { status: "delivered" })).status).toEqual(200)
        await mailbox.waitFor(email, new RegExp(`^Order #${order.id} was delivered$`))

        const other = await placeOrder("cash_on_delivery")
        expect((await move(other.order.id, { status: "cancelled" })).status).toEqual(200)
        const cancelled = await mailbox.waitFor(other.email, new RegExp(`^Order #${other.order.id} was cancelled$`))
        expect(cancelled.text).toContain("Nothing was charged")
      })

      it("tells customers who cancel an order themselves that it is cancelled", async () => {
        const { order, email, token } = await placeOrder()
        expect((await post(`/api/user/orders/${order.id}/cancel`, {}, bearer(token))).status).toEqual(200)
        const cancelled = await mailbox.waitFor(email, new RegExp(`^Order #${order.id} was cancelled$`))
        for (const part of [cancelled.html, cancelled.text]) {
          expect(part).toContain("$74.79")
          expect(part).toContain("Nothing was charged")
        }
      })

      it("writes at each step of a return: requested, then received with the refund", async () => {
        const { order, email, token } = await placeOrder()
        await move(order.id, { status: "shipped", carrier: "UPS", trackingNumber: "1ZRET" })
        await move(order.id, { status: "delivered" })
        const requested = await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "defective" }, bearer(token))
        expect(requested.status).toEqual(201)
        const first = await mailbox.waitFor(email, new RegExp(`^Return requested for order #${order.id}$`))
        expect(first.text).toContain("1 × Mail Printer")
        expect(first.text).toContain("Defective")
        expect((await post(`/api/admin/returns/${requested.data.id}/receive`, {}, asStaff())).status).toEqual(200)
        const second = await mailbox.waitFor(email, new RegExp(`^Return received for order #${order.id}$`))
        // $60 + $4.80 tax + $9.99 shipping (defective).
        expect(second.text).toContain("$74.79")
      })

      it("puts return shipping on the customer, or on the shop above the merchant's threshold in Medusa's store settings", async () => {
        const returnMail = async (reason: string) => {
          const { order, email, token } = await placeOrder()
          await move(order.id, { status: "shipped", carrier: "UPS", trackingNumber: `1Z${order.id}` })
          await move(order.id, { status: "delivered" })
          expect((await post(`/api/user/orders/${order.id}/returns`, { items: [{ productId, quantity: 1 }], reason }, bearer(token))).status).toEqual(201)
          return mailbox.waitFor(email, new RegExp(`^Return requested for order #${order.id}$`))
        }
        // The seed's $100: a $60 printer no longer needed comes back at the customer's cost.
        expect((await returnMail("no_longer_needed")).text).toContain("Send them back at your cost")
        const stores = getContainer().resolve(Modules.STORE)
        const [store] = await stores.listStores({}, { take: 1 })
        expect(store.metadata?.[FREE_RETURN_SHIPPING_SETTING]).toEqual("100")
        await stores.updateStores(store.id, { metadata: { ...store.metadata, [FREE_RETURN_SHIPPING_SETTING]: "50" } })
        try {
          expect((await returnMail("no_longer_needed")).text).toContain("The return shipping is on us. Write to")
        } finally {
          await stores.updateStores(store.id, { metadata: { ...store.metadata, [FREE_RETURN_SHIPPING_SETTING]: "100" } })
        }
      })

      it("sends each e-mail once when its event is delivered twice, or two processes send it at once", async () => {
        const { order, email } = await placeOrder()
        await mailbox.waitFor(email, /confirmed$/)
        const [record] = await notifications().listNotifications({ to: email, template: "order-confirmation" } as Record<string, unknown>)
        const orderId = record.resource_id as string
        const events = getContainer().resolve(Modules.EVENT_BUS)
        await events.emit({ name: "order.placed", data: { id: orderId } })
        await Promise.all([sendEmail(getContainer(), { kind: "order-confirmation", id: orderId }), sendEmail(getContainer(), { kind: "order-confirmation", id: orderId })])
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        expect(mailbox.to(email, new RegExp(`^Order #${order.id} confirmed$`))).toHaveLength(1)
      })

      it("keeps an order placed while the SMTP server is down, and sends its confirmation exactly once when it is back", async () => {
        await mailbox.stop()
        const { order, email, placedIn } = await placeOrder()
        // The attempt fails and is recorded as failed.
        let failed: Array<{ id: string; status: string; resource_id?: string | null }> = []
        for (let waited = 0; waited < 60_000 && !failed.length; waited += 250) {
          failed = (await notifications().listNotifications({ to: email, template: "order-confirmation" } as Record<string, unknown>)).filter((n) => n.status === "failure")
          if (!failed.length) await new Promise((resolve) => setTimeout(resolve, 250))
        }
        expect(failed).toHaveLength(1)
        expect(mailbox.to(email)).toHaveLength(0)

        await mailbox.start()
        // The retry job, a second run of it and the redelivered event all at once: one e-mail.
        const [retried] = await Promise.all([
          retryEmails(getContainer()),
          retryEmails(getContainer()),
          sendEmail(getContainer(), { kind: "retry", notificationId: failed[0].id }),
          sendEmail(getContainer(), { kind: "order-confirmation", id: failed[0].resource_id as string }),
        ])
        expect(retried.retried).toBeGreaterThanOrEqual(1)
        await mailbox.waitFor(email, new RegExp(`^Order #${order.id} confirmed$`))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        await retryEmails(getContainer())
        expect(mailbox.to(email, /confirmed$/)).toHaveLength(1)
        const record = await confirmationRecord(email, "success")
        expect(record.status).toEqual("success")
        // Placing the order did not wait for mail: well under the SMTP client's 10 s connection timeout.
        expect(placedIn).toBeLessThan(10_000)
      })

      it("sends what a lost event should have sent, once, when the retry job sweeps the last day", async () => {
        const inquiries = getContainer().resolve<InquiriesModuleService>(INQUIRIES_MODULE)
        // Stored without its event, as when the process stopped before the subscriber ran.
        const inquiry = await inquiries.createInquiries({ kind: "contact", name: "Lost Event", email: "lost@example.com", subject: "Never announced", fields: { message: "Hello" } })
        const later = new Date(Date.now() + 3 * 60_000)
        const { recovered } = await retryEmails(getContainer(), later)
        expect(recovered).toBeGreaterThanOrEqual(1)
        const mail = await mailbox.waitFor(STAFF_INBOX, /Never announced/)
        expect(mail.subject).toContain(`INQ-${inquiry.id.slice(-8).toUpperCase()}`)
        await mailbox.waitFor("lost@example.com", /^We received your contact message/)
        await retryEmails(getContainer(), later)
        expect(mailbox.to(STAFF_INBOX, /Never announced/)).toHaveLength(1)
        expect(mailbox.to("lost@example.com", /^We received/)).toHaveLength(1)
      })

      it("confirms no draft order: one staff are still preparing in Medusa's dashboard is not an order yet", async () => {
        const drafted = "draft.order@example.com"
        const orders = getContainer().resolve(Modules.ORDER)
        await orders.createOrders({
          email: drafted,
          currency_code: "usd",
          status: "draft",
          is_draft_order: true,
          items: [{ title: "Mail Printer <Pro> & Co", product_id: productId, quantity: 1, unit_price: 60 }],
          shipping_address: { first_name: "Ada", last_name: "Lovelace", address_1: "2250 E 73rd St", city: "Tulsa", province: "OK", postal_code: "74136", country_code: "us" },
        } as Parameters<typeof orders.createOrders>[0])
        const later = new Date(Date.now() + 3 * 60_000)
        await retryEmails(getContainer(), later)
        // The sweep waits for what it sends; the pause covers the SMTP server's side of it.
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        expect(mailbox.to(drafted)).toHaveLength(0)
        expect(await notifications().listNotifications({ to: drafted } as Record<string, unknown>)).toHaveLength(0)
      })
    })

    describe("accounts", () => {
      it("welcomes a new account", async () => {
        const details = newCustomer({ firstName: "Grace" })
        expect((await post("/api/register", details)).status).toEqual(201)
        const mail = await mailbox.waitFor(details.email, /^Welcome to PrintShop Pro$/)
        expect(mail.text).toMatch(/Welcome, Grace!/i)
        expect(mail.html).toContain("Welcome, Grace!")
      })

      it("resets a forgotten password: the same answer for any address, a link that works once, every other session ended", async () => {
        const { details } = await placeOrder()
        const session = (await post("/api/login", { email: details.email, password: details.password })).data.token

        const unknown = await post("/api/password/forgot", { email: "nobody.here@example.com" })
        const known = await post("/api/password/forgot", { email: details.email.toUpperCase() })
        expect(unknown.status).toEqual(202)
        expect(known.status).toEqual(202)
        expect(unknown.data).toEqual({ message: PASSWORD_RESET_MESSAGES.sent })
        expect(known.data).toEqual(unknown.data)

        const mail = await mailbox.waitFor(details.email, /^Reset your PrintShop Pro password$/)
        expect(mail.text).toContain(`${PASSWORD_RESET_MINUTES} minutes`)
        const token = decodeURIComponent(linkIn(mail.text, "/reset-password") ?? "")
        expect(token).not.toEqual("")

        // The page asks whether its link works when it opens; asking uses nothing up.
        expect((await post("/api/password/reset/check", { token })).data).toEqual({ valid: true })
        expect((await post("/api/password/reset/check", { token })).status).toEqual(200)
        // A customer's link is not a staff one.
        expect((await post("/api/admin/password/reset/check", { token })).status).toEqual(400)

        const mismatch = await post("/api/password/reset", { token, newPassword: "brand-new-pass-1", confirmPassword: "other-pass-1" })
        expect(mismatch.status).toEqual(400)
        expect(mismatch.data.errors).toEqual([{ path: "confirmPassword", message: "Passwords don't match" }])
        const short = await post("/api/password/reset", { token, newPassword: "short", confirmPassword: "short" })
        expect(short.status).toEqual(400)

        const reset = await post("/api/password/reset", { token, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" })
        expect(reset.status).toEqual(200)
        expect(reset.data).toEqual({ message: PASSWORD_RESET_MESSAGES.done, token: expect.any(String), user: expect.objectContaining({ email: details.email }) })
        expect((await get("/api/auth/user", bearer(reset.data.token))).status).toEqual(200)
        expect((await get("/api/auth/user", bearer(session))).status).toEqual(401)
        expect((await post("/api/login", { email: details.email, password: details.password })).status).toEqual(401)
        expect((await post("/api/login", { email: details.email, password: "brand-new-pass-1" })).status).toEqual(200)

        // Used: the page says so as it opens, before a password is typed.
        const used = await post("/api/password/reset/check", { token })
        expect(used.status).toEqual(400)
        expect(used.data).toEqual({ message: PASSWORD_RESET_MESSAGES.invalidToken, errors: [{ path: "token", message: PASSWORD_RESET_MESSAGES.invalidToken }] })
        expect((await post("/api/password/reset/check", { token: `${token.slice(0, -4)}AAAA` })).status).toEqual(400)
        expect((await post("/api/password/reset/check", {})).status).toEqual(400)
        const again = await post("/api/password/reset", { token, newPassword: "another-pass-1", confirmPassword: "another-pass-1" })
        expect(again.status).toEqual(400)
        expect(again.data.message).toEqual(PASSWORD_RESET_MESSAGES.invalidToken)
        const forged = await post("/api/password/reset", { token: `${token.slice(0, -4)}AAAA`, newPassword: "another-pass-1", confirmPassword: "another-pass-1" })
        expect(forged.status).toEqual(400)
        // No e-mail went to an address without an account.
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        expect(mailbox.to("nobody.here@example.com")).toHaveLength(0)
      })

      it("limits reset requests per e-mail", async () => {
        const email = `limited.${Date.now()}@example.com`
        const answers = []
        for (let attempt = 0; attempt < 6; attempt++) answers.push((await post("/api/password/forgot", { email })).status)
        expect(answers).toEqual([202, 202, 202, 202, 202, 429])
        expect((await post("/api/password/forgot", { email: "not-an-email" })).status).toEqual(400)
      })

      it("resets a staff password from /admin and from Medusa's dashboard, with links to each; a customer's link does not open the staff account", async () => {
        const fromShop = await post("/api/admin/password/forgot", { email: STAFF.email })
        expect(fromShop.status).toEqual(202)
        const shopMail = await mailbox.waitFor(STAFF.email, /password$/)
        const shopToken = decodeURIComponent(linkIn(shopMail.text, "/admin/reset-password") ?? "")
        expect(shopToken).not.toEqual("")
        expect((await post("/api/password/reset", { token: shopToken, newPassword: "customer-route-1", confirmPassword: "customer-route-1" })).status).toEqual(400)
        const reset = await post("/api/admin/password/reset", { token: shopToken, newPassword: "staff-new-pass-1", confirmPassword: "staff-new-pass-1" })
        expect(reset.status).toEqual(200)
        expect(reset.data).toMatchObject({ token: expect.any(String), expiresAt: expect.any(String), user: { email: STAFF.email } })
        expect((await post("/api/admin/login", { email: STAFF.email, password: "staff-new-pass-1" })).status).toEqual(200)

        // Medusa's dashboard: its reset request and its update route, the token as the bearer.
        mailbox.received.length = 0
        expect((await post("/auth/user/emailpass/reset-password", { identifier: STAFF.email })).status).toEqual(201)
        expect((await post("/auth/user/emailpass/reset-password", { identifier: "no.staff@example.com" })).status).toEqual(201)
        const dashboardMail = await mailbox.waitFor(STAFF.email, /password$/)
        const dashboardToken = decodeURIComponent(/\/app\/reset-password\?token=([^\s"&<>]+)/.exec(dashboardMail.text)?.[1] ?? "")
        expect(dashboardToken).not.toEqual("")
        expect((await post("/auth/user/emailpass/update", { password: "short" }, bearer(dashboardToken))).status).toEqual(400)
        expect((await post("/auth/user/emailpass/update", { password: STAFF.password }, bearer(dashboardToken))).data).toEqual({ success: true })
        expect((await post("/auth/user/emailpass/update", { password: "third-pass-123" }, bearer(dashboardToken))).status).toEqual(401)
        expect((await post("/api/admin/login", STAFF)).status).toEqual(200)
        expect(mailbox.to("no.staff@example.com")).toHaveLength(0)
      })
    })

    describe("customer messages", () => {
      it("e-mails the staff inbox about a new message, and the customer a staff reply kept with the message", async () => {
        const sent = await post("/api/inquiries", {
          kind: "contact",
          name: "Sam <b>Lee</b>",
          email: "sam.reply@example.com",
          subject: "Volume pricing\r\nBcc: victim@example.com",
          message: "Do you offer <script>alert(1)</script> volume pricing?",
          inquiryType: "sales",
        })
        expect(sent.status).toEqual(201)
        const note = await mailbox.waitFor(STAFF_INBOX, /Volume pricing/)
        expect(note.replyTo).toContain("sam.reply@example.com")
        expect(note.subject).not.toMatch(/[\r\n]/)
        expect(note.headers.has("bcc")).toBe(false)
        expect(note.html).not.toContain("<script>")
        expect(note.html).toContain("&lt;script&gt;")
        expect(note.html).toContain(`${STOREFRONT}/admin`)

        // The sender is told it arrived, with its reference and when to expect an answer, and is
        // not sent back the text they typed (the address is a visitor's word, not a proven one).
        const received = await mailbox.waitFor("sam.reply@example.com", /^We received your contact message/)
        expect(received.subject).toEqual(`We received your contact message [${sent.data.reference}]`)
        expect(received.replyTo).toContain(STAFF_INBOX)
        expect(received.text).toContain("Thank you for your message. We'll reply within 24 hours.")
        expect(received.text).toContain(sent.data.reference)
        expect(received.text).toContain("Hi Sam,")
        expect(received.text).not.toContain("volume pricing")
        expect(received.html).not.toContain("<script>")

        const reply = await post(`/api/admin/inquiries/${sent.data.id}/replies`, { message: "Yes: 10% off 10 or more.\n<b>Thanks</b>" }, asStaff())
        expect(reply.status).toEqual(201)
        expect(reply.data).toEqual({ id: expect.any(String), message: "Yes: 10% off 10 or more.\n<b>Thanks</b>", author: expect.any(String), createdAt: expect.any(String) })
        const stored = await get(`/api/admin/inquiries/${sent.data.id}`, asStaff())
        expect(stored.data.status).toEqual("handled")
        expect(stored.data.replies).toEqual([reply.data])

        const answer = await mailbox.waitFor("sam.reply@example.com", /^Re: Volume pricing/)
        expect(answer.replyTo).toContain(STAFF_INBOX)
        expect(answer.text).toContain("Yes: 10% off 10 or more.\n<b>Thanks</b>")
        expect(answer.html).toContain("&lt;b&gt;Thanks&lt;/b&gt;")
        expect(answer.subject).toContain(sent.data.reference)
      })

      it("refuses replies to unknown messages, to messages without an e-mail address, and replies too long or empty", async () => {
        expect((await post("/api/admin/inquiries/inq_unknown/replies", { message: "Hello" }, asStaff())).status).toEqual(404)
        const claim = await post("/api/inquiries", { kind: "warranty_claim", serialNumber: "SN-1", purchaseDate: "2025-03-01", contactInfo: "918-555-0100", issueDescription: "Jams" })
        const noAddress = await post(`/api/admin/inquiries/${claim.data.id}/replies`, { message: "Hello" }, asStaff())
        expect(noAddress.status).toEqual(409)
        const contact = await post("/api/inquiries", { kind: "contact", name: "Al", email: "al@example.com", subject: "Hi", message: "Hi" })
        expect((await post(`/api/admin/inquiries/${contact.data.id}/replies`, { message: "x".repeat(5001) }, asStaff())).status).toEqual(400)
        expect((await post(`/api/admin/inquiries/${contact.data.id}/replies`, { message: "   " }, asStaff())).status).toEqual(400)
        expect((await post(`/api/admin/inquiries/${contact.data.id}/replies`, { message: "Hi" })).status).toEqual(401)
        expect((await get(`/api/admin/inquiries/${contact.data.id}`, asStaff())).data.replies).toEqual([])
      })
    })
  },
})
