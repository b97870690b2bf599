// The holes found by probing the running shop from outside, each reproduced here
// (docs/operations.md, "Security").
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createInvitesWorkflow } from "@medusajs/medusa/core-flows"
import jwt from "jsonwebtoken"
import fs from "node:fs"
import path from "node:path"
import { clearAttempts, rateLimits } from "../../src/lib/accounts/rate-limit"
import { privateFolder, uploadFolder } from "../../src/lib/files/folders"
import type { Foundation } from "../../src/scripts/seed/foundation"
import { CHECKOUT_SUBMISSIONS_MODULE } from "../../src/modules/checkout-submissions"
import type CheckoutSubmissionsModuleService from "../../src/modules/checkout-submissions/service"
import { placeOrderWorkflow } from "../../src/workflows/checkout/workflows/place-order"
import { answering, answerOf, type ApiAnswer, bearer, fixtureProduct, fromFreshClientAddress, newCustomer, randomClientAddress, seedShop, signUp as signUpWith } from "../fixtures"

jest.setTimeout(300 * 1000)


const STAFF = { email: "staff.security@example.com", password: "staff-password-123" }

const FIXTURE = [
  fixtureProduct({ handle: "desk-printer", name: "Desk Printer 50", price: 50, stock: 10 }),
  fixtureProduct({ handle: "reviewed-scanner", name: "Reviewed Scanner", price: 120, stock: 5, category: "scanners" }),
]

const address = {
  firstName: "Ada",
  lastName: "Lovelace",
  address: "2250 E 73rd St",
  city: "Tulsa",
  state: "OK",
  zipCode: "74136",
  country: "US",
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const idOf: Record<string, string> = {}
    let foundation: Foundation

    // Seeded once: Medusa's runner snapshots the database before the first test and restores it before each.
    beforeAll(async () => {
      const shop = await seedShop(getContainer(), FIXTURE, { staff: STAFF })
      foundation = shop.foundation
      Object.assign(idOf, shop.idOf)
    })
    beforeEach(() => {
      fromFreshClientAddress(api)
      // The restored database may differ from what the in-memory catalogue index last read.
      invalidateCatalogueIndex(getContainer())
    })

    const { post, put, patch, get } = answering(api)
    const store = (token?: string) => ({
      headers: {
        "x-publishable-api-key": foundation.publishableKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    })

    const signUp = (overrides: Record<string, string> = {}) => signUpWith(post, overrides)

    async function staffToken() {
      const { status, data } = await post("/api/admin/login", STAFF)
      expect(status).toEqual(200)
      return data.token as string
    }

    let sessionCounter = 0
    function orderPayload(email: string, handle: string, quantity: number, totalAmount: string, extra: object = {}) {
      sessionCounter += 1
      return {
        sessionId: `security-${Date.now()}-${sessionCounter}`,
        customerEmail: email,
        customerName: "Ada Lovelace",
        customerPhone: "9185550100",
        shippingAddress: address,
        billingAddress: address,
        totalAmount,
        paymentMethod: "cash_on_delivery",
        items: [{ productId: idOf[handle], quantity }],
        ...extra,
      }
    }

    describe("1. revoked tokens stay revoked on Medusa's own routes", () => {
      it("refuses a signed-out customer token for a session and the store API", async () => {
        const { token } = await signUp()
        expect((await get("/store/customers/me", store(token))).status).toEqual(200)
        expect((await post("/api/logout", {}, bearer(token))).status).toEqual(200)

        expect((await get("/api/auth/user", bearer(token))).status).toEqual(401)
        const refresh = await post("/auth/token/refresh", {}, bearer(token))
        expect(refresh.data.token).toBeUndefined()
        const session = await post("/auth/session", {}, bearer(token))
        expect(session.status).toEqual(401)
        expect(session.headers["set-cookie"]).toBeUndefined()
        expect((await get("/store/customers/me", store(token))).status).toEqual(401)
      })

      it("ends a session cookie when the token it came from is signed out", async () => {
        const { token } = await signUp()
        const session = await post("/auth/session", {}, bearer(token))
        expect(session.status).toEqual(200)
        const cookie = String(session.headers["set-cookie"]).split(";")[0]
        const withCookie = { headers: { ...store().headers, Cookie: cookie } }
        expect((await get("/store/customers/me", withCookie)).status).toEqual(200)

        await post("/api/logout", {}, bearer(token))
        expect((await get("/store/customers/me", withCookie)).status).toEqual(401)
      })

      it("refreshes no token, so none outlives the session it came from", async () => {
        const { token } = await signUp()
        const customerRefresh = await post("/auth/token/refresh", {}, bearer(token))
        expect(customerRefresh.status).toEqual(404)
        expect(customerRefresh.data.token).toBeUndefined()
        const staff = await staffToken()
        const staffRefresh = await post("/auth/token/refresh", {}, bearer(staff))
        expect(staffRefresh.status).toEqual(404)
        expect(staffRefresh.data.token).toBeUndefined()
        await post("/api/admin/logout", {}, bearer(staff))
        expect((await get("/admin/users/me", bearer(staff))).status).toEqual(401)
      })

      it("keeps the password-change cutoff where the customer cannot reset it", async () => {
        const { details, token } = await signUp()
        const older = (await post("/api/login", { email: details.email, password: details.password })).data.token
        const changed = await put(
          "/api/user/password",
          { currentPassword: details.password, newPassword: "another-password-2", confirmPassword: "another-password-2" },
          bearer(token)
        )
        expect(changed.status).toEqual(200)
        const current = changed.data.token as string
        // The store API lets a customer write their own metadata: that changes nothing.
        const metadata = await post("/store/customers/me", { metadata: { session_epoch: 0 } }, store(current))
        expect(metadata.status).toEqual(200)
        expect((await get("/api/auth/user", bearer(older))).status).toEqual(401)
        expect((await get("/store/customers/me", store(older))).status).toEqual(401)
        expect((await get("/api/auth/user", bearer(current))).status).toEqual(200)
      })

      it("revokes a staff token from Medusa's own sign-in (no id) and the shop's /admin sign-in alike", async () => {
        const medusa = await post("/auth/user/emailpass", STAFF)
        expect(medusa.status).toEqual(200)
        const medusaToken = medusa.data.token as string
        expect((await get("/admin/customers", bearer(medusaToken))).status).toEqual(200)
        await post("/api/admin/logout", {}, bearer(medusaToken))
        expect((await get("/admin/customers", bearer(medusaToken))).status).toEqual(401)

        const shopToken = await staffToken()
        expect((await get("/admin/customers", bearer(shopToken))).status).toEqual(200)
        expect((await get("/api/admin/session", bearer(shopToken))).data.user.email).toEqual(STAFF.email)
        await post("/api/admin/logout", {}, bearer(shopToken))
        expect((await get("/api/admin/session", bearer(shopToken))).status).toEqual(401)
        expect((await get("/admin/customers", bearer(shopToken))).status).toEqual(401)
      })
    })

    describe("2. no documented secret signs a token", () => {
      it("refuses a staff token signed with the formerly documented development secret", async () => {
        const forged = jwt.sign(
          { actor_id: "user_invented", actor_type: "user", auth_identity_id: "authid_invented", app_metadata: { user_id: "user_invented" } },
          "printshop-dev-jwt-secret",
          { expiresIn: "1h" }
        )
        expect((await get("/admin/customers", bearer(forged))).status).toEqual(401)
        expect((await get("/api/admin/session", bearer(forged))).status).toEqual(401)
      })
    })

    describe("3. forwarded client addresses come only from trusted proxies", () => {
      it("counts a client that is not a trusted proxy by its own address, whatever X-Forwarded-For says", async () => {
        const saved = { proxies: process.env.TRUSTED_PROXIES, limit: process.env.RATE_LIMIT_LOGIN_PER_IP }
        // The test client connects from loopback: make loopback an untrusted client for this test.
        process.env.TRUSTED_PROXIES = "192.0.2.1"
        process.env.RATE_LIMIT_LOGIN_PER_IP = "3"
        // Other suites of this run may have counted failures for loopback (a shared Redis keeps them),
        // under whichever form the socket reports it (IPv6 is counted by its /64 network).
        for (const loopback of ["127.0.0.1", "0:0:0:0::/64"]) await clearAttempts(rateLimits().loginPerAddress, loopback)
        try {
          const guess = () => ({ email: `forger.${Math.random().toString(36).slice(2)}@example.com`, password: "wrong-password" })
          for (let attempt = 0; attempt < 3; attempt++) {
            const failed = await post("/api/login", guess(), { headers: { "X-Forwarded-For": randomClientAddress() } })
            expect(failed.status).toEqual(401)
          }
          const limited = await post("/api/login", guess(), { headers: { "X-Forwarded-For": randomClientAddress() } })
          expect(limited.status).toEqual(429)
        } finally {
          for (const [name, value] of [
            ["TRUSTED_PROXIES", saved.proxies],
            ["RATE_LIMIT_LOGIN_PER_IP", saved.limit],
          ] as const) {
            if (value === undefined) delete process.env[name]
            else process.env[name] = value
          }
        }
      })
    })

    describe("4. a failure after the order is placed leaves one order or none", () => {
      it("answers 400 naming the field for a NUL byte on every route that takes text", async () => {
        const { token, user } = await signUp()
        const nul = "Ada\u0000Lovelace"
        const cases: Array<[string, () => Promise<ApiAnswer>, string]> = [
          ["register", () => post("/api/register", newCustomer({ firstName: nul })), "firstName"],
          ["login", () => post("/api/login", { email: "a@example.com", password: `x${nul}` }), "password"],
          ["profile", () => put("/api/user/profile", { firstName: nul, lastName: "Lovelace", email: user.email, phone: "9185550100" }, bearer(token)), "firstName"],
          ["order", () => post("/api/orders", orderPayload(user.email, "desk-printer", 1, "63.99", { customerName: nul }), bearer(token)), "customerName"],
          ["address", () => post("/api/orders", orderPayload(user.email, "desk-printer", 1, "63.99", { shippingAddress: { ...address, city: nul } }), bearer(token)), "shippingAddress.city"],
          ["review", () => post(`/api/products/${idOf["desk-printer"]}/reviews`, { rating: 4, comment: `Fine printer ${nul}` }, bearer(token)), "comment"],
          ["search", () => get(`/api/products?search=${encodeURIComponent(nul)}`), "search"],
          ["track", () => post("/api/orders/track", { orderNumber: nul, email: user.email }), "orderNumber"],
          ["staff sign-in", () => post("/api/admin/login", { email: STAFF.email, password: nul }), "password"],
        ]
        for (const kind of ["support_ticket", "contact", "warranty_claim", "service_request", "business_quote"]) {
          cases.push([kind, () => post("/api/inquiries", { kind, email: "x@example.com", name: nul }), "name"])
        }
        for (const [name, send, path] of cases) {
          const answer = await send()
          expect([name, answer.status]).toEqual([name, 400])
          expect([name, answer.data.errors]).toEqual([name, [{ path, message: "Must not contain control characters" }]])
        }
        expect((await get("/api/user/orders", bearer(token))).data).toEqual([])
      })

      it("undoes the order when a step after cart completion fails, and the retry places exactly one", async () => {
        const container = getContainer()
        const { user } = await signUp()
        const submissionId = `${user.id}:retry-${Date.now()}`
        const input = {
          customerId: user.id,
          submissionId,
          email: user.email,
          shippingAddress: { first_name: "Ada", last_name: "Lovelace", address_1: "2250 E 73rd St", city: "Tulsa", province: "OK", postal_code: "74136", country_code: "us" },
          billingAddress: { first_name: "Ada", last_name: "Lovelace", address_1: "2250 E 73rd St", city: "Tulsa", province: "OK", postal_code: "74136", country_code: "us" },
          items: [{ productId: idOf["desk-printer"], quantity: 2 }],
          clientTotalCents: 10800,
          orderMetadata: { customer_name: "Ada Lovelace", payment_method: "cash_on_delivery" },
          shippingOptionId: null,
          paymentMethod: "cash_on_delivery" as const,
        }
        const ordersOf = async () => (await container.resolve(Modules.ORDER).listOrders({ customer_id: user.id })).length
        // Read from Medusa's inventory itself: the catalogue hears of reservations through events,
        // which a Redis event bus delivers a moment later.
        const stock = async () => {
          const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
            entity: "product",
            fields: ["variants.inventory_items.inventory.location_levels.stocked_quantity", "variants.inventory_items.inventory.location_levels.reserved_quantity"],
            filters: { id: idOf["desk-printer"] },
          })
          type Levels = { variants: Array<{ inventory_items: Array<{ inventory: { location_levels: Array<{ stocked_quantity: unknown; reserved_quantity: unknown }> } }> }> }
          const [level] = (data[0] as unknown as Levels).variants[0].inventory_items[0].inventory.location_levels
          return Number(level.stocked_quantity) - Number(level.reserved_quantity)
        }
        const stockBefore = await stock()

        // Writing the checkout record, the last write of the run, fails after Medusa completed the cart.
        const checkout = container.resolve<CheckoutSubmissionsModuleService>(CHECKOUT_SUBMISSIONS_MODULE)
        const failure = jest
          .spyOn(checkout, "createCheckoutSubmissions")
          .mockRejectedValueOnce(new Error("forced failure after completion"))
        // Workflows hand back errors serialized (plain objects), hence toMatchObject.
        await expect(placeOrderWorkflow(container).run({ input })).rejects.toMatchObject({
          message: "forced failure after completion",
        })
        expect(failure).toHaveBeenCalledTimes(1)
        failure.mockRestore()
        expect(await ordersOf()).toEqual(0)
        expect(await stock()).toEqual(stockBefore)
        expect(await checkout.listCheckoutSubmissions({ id: submissionId })).toHaveLength(0)

        const { result } = await placeOrderWorkflow(container).run({ input })
        expect(await ordersOf()).toEqual(1)
        expect(await stock()).toEqual(stockBefore - 2)
        await expect(placeOrderWorkflow(container).run({ input })).rejects.toMatchObject({
          name: "CheckoutRefusal",
          details: { code: "repeated", orderId: result.orderId },
        })
        expect(await ordersOf()).toEqual(1)
      })
    })

    describe("5. Medusa's auth routes follow the shop's rules", () => {
      it("closes the customer routes: sign-in, registration and password reset (customers reset through /api)", async () => {
        const { details } = await signUp()
        for (const [path, body] of [
          ["/auth/customer/emailpass", { email: details.email, password: details.password }],
          ["/auth/customer/emailpass", { email: "nobody@example.com", password: "whatever-1" }],
          ["/auth/customer/emailpass/register", { email: `new.${Date.now()}@example.com`, password: "x" }],
          ["/auth/customer/emailpass/reset-password", { identifier: details.email }],
        ] as const) {
          const answer = await post(path, body)
          expect([path, answer.status]).toEqual([path, 404])
          expect(answer.data.token).toBeUndefined()
        }
        // The staff reset is open, and answers alike for staff, a customer's e-mail and nobody.
        for (const identifier of [STAFF.email, details.email, "nobody@example.com"]) {
          expect((await post("/auth/user/emailpass/reset-password", { identifier })).status).toEqual(201)
        }
        // Its update route takes only a reset token, never a session's.
        const session = (await post("/api/admin/login", STAFF)).data.token
        const update = await post("/auth/user/emailpass/update", { password: "new-staff-password-1" }, { headers: { Authorization: `Bearer ${session}` } })
        expect(update.status).toEqual(401)
        expect((await post("/api/admin/login", STAFF)).status).toEqual(200)
      })

      it("registers a staff identity only for a pending invitation, so it cannot squat a customer's e-mail", async () => {
        const email = `squatter.${Date.now()}@example.com`
        const squat = await post("/auth/user/emailpass/register", { email, password: "x" })
        expect(squat.status).toEqual(403)
        const identities = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "emailpass", entity_id: email })
        expect(identities).toHaveLength(0)
        // The e-mail stays free for the shop's own sign-up.
        const customer = newCustomer({ email })
        expect((await post("/api/register", customer)).status).toEqual(201)

        const invited = `invited.${Date.now()}@example.com`
        await createInvitesWorkflow(getContainer()).run({ input: { invites: [{ email: invited }] } })
        const accepted = await post("/auth/user/emailpass/register", { email: invited, password: "a-long-staff-password" })
        expect(accepted.status).toEqual(200)
        expect(accepted.data.token).toEqual(expect.any(String))
      })

      it("takes as long to refuse an unknown staff e-mail as a wrong password", async () => {
        const time = async (body: object) => {
          const started = process.hrtime.bigint()
          const answer = await post("/auth/user/emailpass", body, { headers: { "X-Forwarded-For": randomClientAddress() } })
          expect(answer.status).toEqual(401)
          return Number(process.hrtime.bigint() - started) / 1e6
        }
        const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
        const known: number[] = []
        const unknown: number[] = []
        for (let round = 0; round < 5; round++) {
          known.push(await time({ email: STAFF.email, password: `wrong-${round}` }))
          unknown.push(await time({ email: `nobody.${round}.${Date.now()}@example.com`, password: `wrong-${round}` }))
        }
        expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
      })

      it("logs every staff sign-in attempt with time, e-mail, address and outcome", async () => {
        const logger = getContainer().resolve(ContainerRegistrationKeys.LOGGER)
        const lines: string[] = []
        const spy = jest.spyOn(logger, "info").mockImplementation((message: string) => {
          lines.push(String(message))
          return undefined as never
        })
        try {
          await post("/api/admin/login", { ...STAFF, password: "wrong-password-1" }, { headers: { "X-Forwarded-For": "10.20.30.40" } })
          await post("/api/admin/login", STAFF, { headers: { "X-Forwarded-For": "10.20.30.41" } })
        } finally {
          spy.mockRestore()
        }
        const attempts = lines.filter((line) => line.startsWith("staff sign-in ")).map((line) => JSON.parse(line.slice(14)))
        expect(attempts).toEqual([
          expect.objectContaining({ email: STAFF.email, address: "10.20.30.40", outcome: "denied", time: expect.any(String) }),
          expect.objectContaining({ email: STAFF.email, address: "10.20.30.41", outcome: "granted", time: expect.any(String) }),
        ])
      })
    })

    describe("6. reviews: one per customer, titles and names from the shop, staff can hide", () => {
      it("updates a second review instead of adding one, and ignores no one's rating", async () => {
        const { token } = await signUp({ firstName: "Grace", lastName: "hopper" })
        const id = idOf["reviewed-scanner"]
        const first = await post(`/api/products/${id}/reviews`, { rating: 1, comment: "Did not work for me at all." }, bearer(token))
        expect(first.status).toEqual(201)
        expect(first.data).toMatchObject({ customerName: "Grace H.", rating: 1 })
        expect(first.data.customerTitle).toBeUndefined()
        const second = await post(`/api/products/${id}/reviews`, { rating: 2, comment: "Works after a firmware update." }, bearer(token))
        expect(second.status).toEqual(200)
        expect(second.data.id).toEqual(first.data.id)
        const third = await post(`/api/products/${id}/reviews`, { rating: 3, comment: "Third time is the charm here." }, bearer(token))
        expect(third.status).toEqual(200)

        const list = (await get(`/api/products/${id}/reviews`)).data
        expect(list).toHaveLength(1)
        expect(list[0]).toMatchObject({ rating: 3, comment: "Third time is the charm here." })
        const product = (await get(`/api/products/${id}`)).data
        expect(product.reviewCount).toEqual(1)
        expect(product.rating).toEqual("3.0")
      })

      it("refuses a title chosen by the reviewer and derives 'Verified Buyer' from the customer's orders", async () => {
        const { token, user } = await signUp()
        const id = idOf["desk-printer"]
        const titled = await post(`/api/products/${id}/reviews`, { rating: 5, comment: "The best printer ever made.", customerTitle: "Staff" }, bearer(token))
        expect(titled.status).toEqual(400)

        const before = await post(`/api/products/${id}/reviews`, { rating: 4, comment: "Looks good in the shop." }, bearer(token))
        expect(before.data.customerTitle).toBeUndefined()
        const order = await post("/api/orders", orderPayload(user.email, "desk-printer", 1, "63.99"), bearer(token))
        expect(order.status).toEqual(201)
        const after = await post(`/api/products/${id}/reviews`, { rating: 5, comment: "Bought it and it prints well." }, bearer(token))
        expect(after.data.customerTitle).toEqual("Verified Buyer")
      })

      it("limits reviews per customer", async () => {
        const saved = process.env.RATE_LIMIT_REVIEWS_PER_CUSTOMER
        process.env.RATE_LIMIT_REVIEWS_PER_CUSTOMER = "2"
        try {
          const { token } = await signUp()
          const id = idOf["desk-printer"]
          for (let n = 0; n < 2; n++) {
            expect((await post(`/api/products/${id}/reviews`, { rating: 4, comment: `Review number ${n} here.` }, bearer(token))).status).toBeLessThan(300)
          }
          const limited = await post(`/api/products/${id}/reviews`, { rating: 1, comment: "One review too many." }, bearer(token))
          expect(limited.status).toEqual(429)
          expect(limited.data.message).toMatch(/^Too many reviews sent/)
        } finally {
          if (saved === undefined) delete process.env.RATE_LIMIT_REVIEWS_PER_CUSTOMER
          else process.env.RATE_LIMIT_REVIEWS_PER_CUSTOMER = saved
        }
      })

      it("lets staff hide a review; rating and count follow, and customers cannot", async () => {
        const id = idOf["reviewed-scanner"]
        const { token } = await signUp()
        const review = (await post(`/api/products/${id}/reviews`, { rating: 1, comment: "Stuffed review to lower the rating." }, bearer(token))).data
        expect((await get(`/api/products/${id}`)).data.reviewCount).toEqual(1)

        expect((await patch(`/api/admin/reviews/${review.id}`, { hidden: true })).status).toEqual(401)
        expect([401, 403]).toContain((await patch(`/api/admin/reviews/${review.id}`, { hidden: true }, bearer(token))).status)
        const staff = await staffToken()
        expect((await patch(`/api/admin/reviews/${review.id}`, { hidden: "yes" }, bearer(staff))).status).toEqual(400)
        expect((await patch("/api/admin/reviews/rev_unknown", { hidden: true }, bearer(staff))).status).toEqual(404)
        const hidden = await patch(`/api/admin/reviews/${review.id}`, { hidden: true }, bearer(staff))
        expect(hidden.status).toEqual(200)
        expect(hidden.data.hidden).toBe(true)

        expect((await get(`/api/products/${id}/reviews`)).data).toEqual([])
        const product = (await get(`/api/products/${id}`)).data
        expect(product.reviewCount).toEqual(0)
        expect(product.rating).toEqual("0.0")
        const listed = await get("/api/admin/reviews?hidden=true", bearer(staff))
        expect(listed.data.reviews.map((r: { id: string }) => r.id)).toContain(review.id)
        expect((await get("/api/admin/reviews", bearer(token))).status).toBeGreaterThanOrEqual(401)
      })
    })

    describe("8. smaller holes", () => {
      it("answers a wrong method on an existing /api path with JSON 405", async () => {
        const answer = await answerOf(api.delete("/api/products"))
        expect(answer.status).toEqual(405)
        expect(answer.headers["allow"]).toContain("GET")
        expect(answer.data.message).toMatch(/DELETE is not allowed on \/api\/products/)
      })

      it("answers malformed and oversized bodies with { message, errors } and sends no X-Powered-By", async () => {
        const malformed = await post("/api/login", "{not json", { headers: { "Content-Type": "application/json" } })
        expect(malformed.status).toEqual(400)
        expect(malformed.data).toEqual({ message: "The request body is not valid JSON.", errors: [expect.objectContaining({ path: "" })] })
        const huge = await post("/api/inquiries", { kind: "contact", message: "x".repeat(2_000_000) })
        expect(huge.status).toEqual(413)
        expect(huge.data.errors).toEqual([expect.objectContaining({ message: expect.any(String) })])
        const health = await get("/api/health")
        expect(health.headers["x-powered-by"]).toBeUndefined()
      })

      it("refuses impossible dates and hexadecimal paging", async () => {
        const claim = await post("/api/inquiries", {
          kind: "warranty_claim",
          serialNumber: "SN-1",
          purchaseDate: "2024-02-30",
          contactInfo: "ada@example.com",
          issueDescription: "Paper jams every page.",
        })
        expect(claim.status).toEqual(400)
        expect(claim.data.errors).toEqual([{ path: "purchaseDate", message: "Purchase date must be a real date (YYYY-MM-DD)" }])
        const staff = await staffToken()
        expect((await get("/admin/inquiries?limit=0x10", bearer(staff))).status).toEqual(400)
        expect((await get("/api/admin/reviews?limit=0x10", bearer(staff))).status).toEqual(400)
      })

      it("answers 409 to the loser of two simultaneous changes to the same e-mail", async () => {
        const first = await signUp()
        const second = await signUp()
        const email = `wanted.${Date.now()}@example.com`
        const change = ({ token, details }: { token: string; details: { password: string } }) =>
          put("/api/user/profile", { firstName: "Ada", lastName: "Lovelace", email, phone: "9185550100", currentPassword: details.password }, bearer(token))
        const answers = await Promise.all([change(first), change(second)])
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
        const loser = answers.find((answer) => answer.status === 409)!
        expect(loser.data.message).toEqual("That email address is already used by another account")
        const identities = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "emailpass", entity_id: email })
        expect(identities).toHaveLength(1)
      })
    })

    describe("9. what staff upload or export never runs or leaks; the staff host trusts only itself", () => {
      const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      const form = (files: Array<{ name: string; type: string; bytes: Buffer | string }>, field = "files") => {
        const data = new FormData()
        for (const file of files) data.append(field, new Blob([new Uint8Array(Buffer.from(file.bytes))], { type: file.type }), file.name)
        return data
      }
      /** A session cookie of Medusa's dashboard for the member of staff. */
      async function staffCookie() {
        const signedIn = await post("/auth/user/emailpass", STAFF)
        const session = await post("/auth/session", {}, bearer(signedIn.data.token))
        expect(session.status).toEqual(200)
        return String(session.headers["set-cookie"]).split(";")[0]
      }
      const fetchFile = (url: string, headers: Record<string, string> = {}) =>
        answerOf(api.get(url, { headers, responseType: "arraybuffer", validateStatus: () => true }))

      it("stores an upload as the picture its content is, whatever its name and declared type, and refuses the rest", async () => {
        const staff = await staffToken()
        const answer = await post(
          "/api/admin/uploads",
          form([
            { name: "x.html", type: "image/png", bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from("<script>alert(document.domain)</script>")]) },
            { name: "poly.js", type: "image/gif", bytes: "GIF89a=1;alert(document.domain)//" },
            { name: "page.xhtml", type: "image/jpeg", bytes: "<html><script>alert(1)</script></html>" },
            { name: "drawing.svg", type: "image/png", bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
          ]),
          bearer(staff)
        )
        expect(answer.status).toEqual(201)
        expect(answer.data.files.map((file: { url: string }) => file.url)).toEqual([expect.stringMatching(/\/static\/\d+-[0-9a-f]{8}-x\.png$/), expect.stringMatching(/\/static\/\d+-[0-9a-f]{8}-poly\.gif$/)])
        expect(answer.data.failed.map((file: { name: string }) => file.name)).toEqual(["page.xhtml", "drawing.svg"])
        for (const [url, type] of [[answer.data.files[0].url, "image/png"], [answer.data.files[1].url, "image/gif"]]) {
          const served = await fetchFile(url)
          expect(served.status).toEqual(200)
          expect(served.headers["content-type"]).toEqual(type)
          expect(served.headers["x-content-type-options"]).toEqual("nosniff")
          expect(served.headers["content-security-policy"]).toEqual("default-src 'none'; sandbox")
          expect(served.headers["x-powered-by"]).toBeUndefined()
        }
      })

      it("refuses anything but a picture through Medusa's own /admin/uploads too, an SVG with script included", async () => {
        const staff = await staffToken()
        for (const file of [
          { name: "x.html", type: "text/html", bytes: "<script>alert(1)</script>" },
          { name: "x.svg", type: "image/svg+xml", bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
          { name: "x.svg", type: "image/svg+xml", bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
          { name: "x.svg", type: "image/svg+xml", bytes: '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><a href="javascript:alert(1)">x</a></foreignObject></svg>' },
          { name: "x.png", type: "image/png", bytes: "GIF87 not really" },
        ]) {
          const refused = await post("/admin/uploads", form([file]), bearer(staff))
          expect([file.bytes.toString().slice(0, 40), refused.status]).toEqual([file.bytes.toString().slice(0, 40), 400])
        }
        const picture = await post("/admin/uploads", form([{ name: "shot.html", type: "text/html", bytes: PNG_SIGNATURE }]), bearer(staff))
        expect(picture.status).toEqual(200)
        expect(picture.data.files[0].url).toMatch(/\/static\/\d+-[0-9a-f]{8}-shot\.png$/)
        const drawing = await post("/admin/uploads", form([{ name: "plain.svg", type: "image/svg+xml", bytes: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#123456"/></svg>' }]), bearer(staff))
        expect(drawing.status).toEqual(200)
        expect((await fetchFile(drawing.data.files[0].url)).headers["content-type"]).toEqual("image/svg+xml")
      })

      it("serves only pictures from /static, never a page or a private file left in the folder", async () => {
        fs.mkdirSync(uploadFolder(), { recursive: true })
        fs.writeFileSync(path.join(uploadFolder(), "left-over.html"), "<script>alert(1)</script>")
        fs.writeFileSync(path.join(uploadFolder(), "private-1-2-order-exports.csv"), "email\nada@example.com")
        try {
          for (const url of ["/static/left-over.html", "/static/private-1-2-order-exports.csv", "/static/nothing.png", "/static/..%2F..%2Fpackage.json"]) {
            const answer = await fetchFile(url)
            expect([url, answer.status]).toEqual([url, 404])
            expect(answer.headers["content-type"]).toMatch(/application\/json/)
          }
        } finally {
          for (const name of ["left-over.html", "private-1-2-order-exports.csv"]) fs.rmSync(path.join(uploadFolder(), name), { force: true })
        }
      })

      it("keeps Medusa's order export out of /static: staff download it, nobody else", async () => {
        const staff = await staffToken()
        const before = new Set(fs.existsSync(privateFolder()) ? fs.readdirSync(privateFolder()) : [])
        const started = await post("/admin/orders/export", {}, bearer(staff))
        expect(started.status).toEqual(202)
        let file: string | undefined
        for (const deadline = Date.now() + 60_000; !file && Date.now() < deadline; ) {
          await new Promise((resolve) => setTimeout(resolve, 250))
          file = (fs.existsSync(privateFolder()) ? fs.readdirSync(privateFolder()) : []).find((name) => !before.has(name) && name.endsWith(".csv"))
        }
        expect(file).toMatch(/^private-.*order-exports\.csv$/)
        expect(fs.existsSync(path.join(uploadFolder(), file!))).toBe(false)
        expect((await fetchFile(`/static/${file}`)).status).toEqual(404)
        expect((await fetchFile(`/static/${file}`, { Authorization: `Bearer ${staff}` })).status).toEqual(404)
        expect((await fetchFile(`/admin/shop-files/${file}`)).status).toEqual(401)
        const { token: customer } = await signUp()
        expect((await fetchFile(`/admin/shop-files/${file}`, { Authorization: `Bearer ${customer}` })).status).toEqual(401)
        const download = await fetchFile(`/admin/shop-files/${file}`, { Authorization: `Bearer ${staff}` })
        expect(download.status).toEqual(200)
        expect(download.headers["content-type"]).toMatch(/^text\/csv/)
        expect(download.headers["content-disposition"]).toMatch(/^attachment/)
      })

      it("answers the staff API's CORS for the staff host only, never the public origin", async () => {
        const publicOrigin = process.env.STOREFRONT_URL || "http://localhost:8000"
        const cookie = await staffCookie()
        const fromShop = await get("/admin/users/me", { headers: { Origin: publicOrigin, Cookie: cookie } })
        expect(fromShop.headers["access-control-allow-origin"]).toBeUndefined()
        const preflight = await answerOf(api.options("/admin/products", { headers: { Origin: publicOrigin, "Access-Control-Request-Method": "POST" } }))
        expect(preflight.headers["access-control-allow-origin"]).toBeUndefined()
        const authPreflight = await answerOf(api.options("/auth/user/emailpass", { headers: { Origin: publicOrigin, "Access-Control-Request-Method": "POST" } }))
        expect(authPreflight.headers["access-control-allow-origin"]).toBeUndefined()
      })

      it("refuses a write that another site makes with the dashboard's cookie, and an import that is not text/csv", async () => {
        const cookie = await staffCookie()
        const csv = "name,brand,price\nCross Site Printer,Acme,10"
        const send = (headers: Record<string, string>) =>
          post("/api/admin/products/import", csv, { headers: { Cookie: cookie, "Content-Type": "text/csv", ...headers } })
        expect((await send({ Origin: "http://evil.example" })).status).toEqual(403)
        expect((await send({ Origin: "http://evil.example", "Content-Type": "text/plain" })).status).toEqual(403)
        expect((await send({ "Sec-Fetch-Site": "cross-site" })).status).toEqual(403)
        expect((await send({ "Sec-Fetch-Site": "same-site", Origin: process.env.STOREFRONT_URL || "http://localhost:8000" })).status).toEqual(403)
        const medusaWrite = await post("/admin/products", { title: "Cross" }, { headers: { Cookie: cookie, Origin: "http://evil.example" } })
        expect(medusaWrite.status).toEqual(403)
        const plain = await send({ "Content-Type": "text/plain", "Sec-Fetch-Site": "same-origin" })
        expect(plain.status).toEqual(415)
        expect(plain.data.message).toMatch(/text\/csv/)
        expect((await send({ "Sec-Fetch-Site": "same-origin" })).status).toEqual(202)
        // Reading is not a write, and a script with a token is not a browser's cookie.
        expect((await get("/admin/users/me", { headers: { Cookie: cookie, Origin: "http://evil.example" } })).status).toEqual(200)
        const staff = await staffToken()
        expect((await post("/api/admin/products/import", csv, { headers: { ...bearer(staff).headers, "Content-Type": "text/csv", Origin: "http://evil.example" } })).status).toEqual(202)
      })

      /**
       * Follows an import to its end, measuring meanwhile how long /api/health takes to answer and
       * the longest the server's event loop (this process's: the test runs the server) was held.
       */
      async function importWhileWatching(csv: string) {
        const staff = await staffToken()
        let longestHold = 0
        let watching = true
        const watcher = (async () => {
          let last = performance.now()
          while (watching) {
            await new Promise((resolve) => setImmediate(resolve))
            const now = performance.now()
            longestHold = Math.max(longestHold, now - last)
            last = now
          }
        })()
        const started = await post("/api/admin/products/import", csv, { headers: { ...bearer(staff).headers, "Content-Type": "text/csv" } })
        expect(started.status).toEqual(202)
        let slowest = 0
        let job: ApiAnswer
        const deadline = Date.now() + 120_000
        do {
          const asked = Date.now()
          expect((await get("/api/health")).status).toEqual(200)
          slowest = Math.max(slowest, Date.now() - asked)
          job = await get(`/api/admin/products/import/${started.data.id}`, bearer(staff))
        } while (job.data.status === "running" && Date.now() < deadline)
        watching = false
        await watcher
        return { job: job.data, slowest, longestHold }
      }

      it("ends an import with a NUL in a row: that row fails, the others are imported", async () => {
        const { job } = await importWhileWatching(["name,brand,price", "Nul\u0000Printer,Acme,10", "Clean Printer,Acme,12"].join("\n"))
        expect(job).toMatchObject({ status: "done", imported: 1, failed: 1, errors: [{ row: 2, message: "name: must not contain control characters" }] })
      })

      it("refuses a file of 250,000 rows whole without freezing the server, and keeps the first 1,000 errors", async () => {
        const huge = await importWhileWatching(["name,price", ...Array.from({ length: 250_000 }, () => "a,x")].join("\n"))
        expect(huge.job).toMatchObject({ status: "failed", imported: 0, message: expect.stringMatching(/more than 50,000 product rows/) })
        // Reading and checking the rows never holds the server for long: slices of 10 ms (before,
        // one run of 2.5 s). The bounds leave room for a machine busy with other tests (a run on an
        // overloaded machine measured 453 ms).
        expect(huge.longestHold).toBeLessThan(1000)
        expect(huge.slowest).toBeLessThan(2000)
        const bad = await importWhileWatching(["name,price", ...Array.from({ length: 1_500 }, () => ",12")].join("\n"))
        expect(bad.job).toMatchObject({ status: "done", failed: 1_500, errorsNotShown: 500 })
        expect(bad.job.errors).toHaveLength(1_000)
        expect(bad.job.errors[0].row).toEqual(2)
      })

      it("limits e-mail changes of an account, so the profile cannot tell which addresses have accounts", async () => {
        const saved = process.env.RATE_LIMIT_EMAIL_CHANGES_PER_CUSTOMER
        process.env.RATE_LIMIT_EMAIL_CHANGES_PER_CUSTOMER = "3"
        try {
          const { token, user, details } = await signUp()
          const other = await signUp()
          const profile = (email: string) =>
            put("/api/user/profile", { firstName: "Ada", lastName: "Lovelace", email, phone: "9185550100", currentPassword: details.password }, bearer(token))
          // Updates that keep the e-mail are not counted.
          for (let n = 0; n < 4; n++) expect((await profile(user.email)).status).toEqual(200)
          for (const email of [other.user.email, STAFF.email, other.user.email]) {
            const taken = await profile(email)
            expect(taken.status).toEqual(409)
            expect(taken.data.message).toEqual("That email address is already used by another account")
          }
          const limited = await profile(`someone.${Date.now()}@example.com`)
          expect(limited.status).toEqual(429)
          expect(limited.data.message).toMatch(/^Too many e-mail changes/)
          expect((await profile(user.email)).status).toEqual(200)
        } finally {
          if (saved === undefined) delete process.env.RATE_LIMIT_EMAIL_CHANGES_PER_CUSTOMER
          else process.env.RATE_LIMIT_EMAIL_CHANGES_PER_CUSTOMER = saved
        }
      })

      it("prepares one customer's checkouts in turn, and answers 429 past two at once", async () => {
        const { token } = await signUp()
        const prepare = (n: number) => post("/api/checkout", { sessionId: `flood-${Date.now()}-${n}`, items: [{ productId: idOf["desk-printer"], quantity: 1 }] }, bearer(token))
        const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => prepare(n)))
        const statuses = answers.map((answer) => answer.status).sort()
        expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2)
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
        expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
        const limited = answers.find((answer) => answer.status === 429)!
        expect(limited.data.message).toMatch(/already being prepared/)
        expect(limited.headers["retry-after"]).toBeDefined()
        // Once those are done, the customer prepares again.
        expect((await prepare(99)).status).toEqual(200)
      })

      it("limits prepared checkouts per address as well as per customer", async () => {
        const saved = process.env.RATE_LIMIT_CHECKOUTS_PER_IP
        process.env.RATE_LIMIT_CHECKOUTS_PER_IP = "2"
        try {
          const address = randomClientAddress()
          const from = (token: string) => ({ headers: { ...bearer(token).headers, "X-Forwarded-For": address } })
          const body = (n: number) => ({ sessionId: `address-${Date.now()}-${n}`, items: [{ productId: idOf["desk-printer"], quantity: 1 }] })
          for (let n = 0; n < 2; n++) expect((await post("/api/checkout", body(n), from((await signUp()).token))).status).toEqual(200)
          const limited = await post("/api/checkout", body(3), from((await signUp()).token))
          expect(limited.status).toEqual(429)
        } finally {
          if (saved === undefined) delete process.env.RATE_LIMIT_CHECKOUTS_PER_IP
          else process.env.RATE_LIMIT_CHECKOUTS_PER_IP = saved
        }
      })

      it("answers JSON 404s on the backend's own paths, without X-Powered-By", async () => {
        const staff = await staffToken()
        for (const [url, headers] of [
          ["/admin/no-such-route", bearer(staff).headers],
          ["/store/no-such-route", { "x-publishable-api-key": foundation.publishableKey }],
          ["/static/no-such-file.png", {}],
          ["/no-such-page", {}],
        ] as const) {
          const answer = await get(url, { headers })
          expect([url, answer.status]).toEqual([url, 404])
          expect(answer.headers["content-type"]).toMatch(/application\/json/)
          expect(answer.headers["x-powered-by"]).toBeUndefined()
        }
      })
    })
  },
})
