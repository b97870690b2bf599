// Payments through Medusa's Payment Module (docs/decisions.md, "Payments"): the checkout offers the
// payment providers the merchant enabled for the region; a card processor's payment (the tests'
// provider, registered as a merchant registers Stripe) is authorised when the order is placed,
// captured at delivery, refunded when a return is received and cancelled with the order; its
// webhooks reach it. A small Medusa plugin's routes and subscriber work beside the shop's.
import path from "node:path"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_MESSAGES } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { offerRegisteredCardProcessors } from "../../src/lib/payments/shop-payments"
import { forgetShopPricing } from "../../src/lib/pricing/shop-pricing"
import { answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop, signUp as signUpWith } from "../fixtures"
import { testProcessor } from "../payment-provider/processor"

jest.setTimeout(300 * 1000)

// For this file's shop only: the tests' payment provider and plugin added to medusa-config.ts, and
// Stripe configured with placeholder keys (registered and listed; nothing here calls Stripe).
const ENVIRONMENT: Record<string, string> = {
  SHOP_CONFIG_EXTENSION: path.join(__dirname, "..", "payment-provider", "config-extension.js"),
  STRIPE_API_KEY: "sk_test_placeholder_never_sent",
  STRIPE_PUBLISHABLE_KEY: "pk_test_placeholder",
}
const previousEnvironment = Object.fromEntries(Object.keys(ENVIRONMENT).map((name) => [name, process.env[name]]))
Object.assign(process.env, ENVIRONMENT)
afterAll(() => {
  for (const [name, value] of Object.entries(previousEnvironment)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const TEST_CARD = "pp_test-card_test-card"
const SYSTEM = "pp_system_default"
const STRIPE = "pp_stripe_stripe"
const STAFF = { email: "staff.payments@example.com", password: "staff-password-123" }
const FIXTURE = [fixtureProduct({ handle: "card-printer", name: "Card Printer 50", price: 50, stock: 100 })]
const oklahoma = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let productId: string
    let regionId: string

    beforeAll(async () => {
      const shop = await seedShop(getContainer(), FIXTURE, { staff: STAFF })
      productId = shop.idOf["card-printer"]
      regionId = shop.foundation.regionId
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      forgetShopPricing()
    })

    const { post, get } = answering(api)
    const staff = async () => bearer((await post("/api/admin/login", STAFF)).data.token as string)
    const signUp = () => signUpWith(post)

    /** The region's payment providers, set as the merchant sets them in the dashboard (Medusa's admin API). */
    async function enableProviders(providers: string[]) {
      const answer = await post(`/admin/regions/${regionId}`, { payment_providers: providers }, await staff())
      expect(answer.status).toEqual(200)
      forgetShopPricing()
    }

    let counter = 0
    function checkout(quantity = 1, paymentMethod = "pay_with_card") {
      counter += 1
      return { sessionId: `pay-${Date.now()}-${counter}`, items: [{ productId, quantity }], shippingAddress: oklahoma, paymentMethod }
    }
    const order = (body: ReturnType<typeof checkout>, totalAmount: string) => ({
      ...body,
      customerEmail: "ignored@example.com",
      customerName: "Ada Lovelace",
      customerPhone: "9185550100",
      billingAddress: oklahoma,
      totalAmount,
    })
    async function paymentsOf(orderNumber: string) {
      const { data } = await getContainer()
        .resolve("query")
        .graph({
          entity: "order",
          fields: ["id", "payment_collections.payments.provider_id", "payment_collections.payments.data", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
          filters: { display_id: orderNumber },
        })
      return (data[0] as unknown as { payment_collections: Array<{ payments: Array<{ provider_id: string; data: { id: string }; captured_at: unknown; canceled_at: unknown }> }> }).payment_collections.flatMap(
        (collection) => collection.payments
      )
    }
    const move = async (id: string, body: object) => expect((await post(`/api/admin/orders/${id}/status`, body, await staff())).status).toEqual(200)
    const until = async (check: () => boolean | Promise<boolean>, what: string) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        if (await check()) return
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`Timed out waiting for ${what}`)
    }

    it("registers Stripe when its keys are set and enables it for the region once: the card option uses Stripe's element; a merchant's removal stands", async () => {
      const providers = await getContainer().resolve(Modules.PAYMENT).listPaymentProviders({}, { select: ["id"] })
      expect(providers.map((provider) => provider.id)).toEqual(expect.arrayContaining([SYSTEM, STRIPE, TEST_CARD]))
      const first = await get("/api/shop/pricing")
      expect(first.data.payments).toEqual({
        methods: ["cash_on_delivery", "card_on_delivery", "pay_with_card"],
        cardProcessor: { providerId: STRIPE, element: "stripe", publishableKey: "pk_test_placeholder" },
      })
      // The secret key never leaves the server.
      expect(JSON.stringify(first.data)).not.toContain("sk_test")
      const region = await getContainer().resolve(Modules.REGION).retrieveRegion(regionId)
      expect(region.metadata).toMatchObject({ card_processors_offered: [STRIPE] })

      await enableProviders([SYSTEM])
      expect(await offerRegisteredCardProcessors(getContainer())).toEqual([SYSTEM])
      expect((await get("/api/shop/pricing")).data.payments.cardProcessor).toBeNull()
    })

    it("offers the payment methods of the providers enabled for the region, and refuses one the region no longer offers", async () => {
      // Registered in medusa-config.ts but not enabled for the region: nothing changes for shoppers.
      await enableProviders([SYSTEM])
      const seeded = (await get("/api/shop/pricing")).data.payments
      expect(seeded).toEqual({ methods: ["cash_on_delivery", "card_on_delivery", "pay_with_card"], cardProcessor: null })

      await enableProviders([SYSTEM, TEST_CARD])
      expect((await get("/api/shop/pricing")).data.payments).toEqual({
        methods: ["cash_on_delivery", "card_on_delivery", "pay_with_card"],
        cardProcessor: { providerId: TEST_CARD, element: "none", publishableKey: null },
      })
      const { token } = await signUp()
      const cash = await post("/api/checkout", checkout(1, "cash_on_delivery"), bearer(token))
      expect(cash.status).toEqual(200)
      expect(cash.data.payment).toEqual({ providerId: SYSTEM, clientSecret: null })

      // Card payments only: the methods on delivery are gone, and refused with a clear answer.
      await enableProviders([TEST_CARD])
      expect((await get("/api/shop/pricing")).data.payments.methods).toEqual(["pay_with_card"])
      const refused = await post("/api/checkout", checkout(1, "cash_on_delivery"), bearer(token))
      expect(refused.status).toEqual(400)
      expect(refused.data).toMatchObject({ code: "payment_unavailable", message: ORDER_MESSAGES.paymentUnavailable, errors: [{ path: "paymentMethod" }] })

      await enableProviders([])
      expect((await get("/api/shop/pricing")).data.payments).toEqual({ methods: [], cardProcessor: null })
      expect((await post("/api/checkout", checkout(1, "pay_with_card"), bearer(token))).data).toMatchObject({ code: "no_payment_method", message: ORDER_MESSAGES.noPaymentMethod })
      await enableProviders([SYSTEM])
    })

    it("charges a card through the processor: refused until the card is confirmed, authorised at the order, captured at delivery, refunded at a return's receipt", async () => {
      await enableProviders([SYSTEM, TEST_CARD])
      const { token } = await signUp()
      const body = checkout(2)
      const prepared = await post("/api/checkout", body, bearer(token))
      expect(prepared.status).toEqual(200)
      expect(prepared.data).toMatchObject({ totalAmount: "108.00", payment: { providerId: TEST_CARD, clientSecret: expect.stringMatching(/^tpi_\w+_secret_/) } })
      const secret = prepared.data.payment.clientSecret as string
      const intent = testProcessor.confirm(secret, "decline")
      expect(intent.amount).toEqual(108)

      // Declined, then asked for 3-D Secure the shopper did not finish: no order, the stock untouched.
      for (const outcome of ["decline", "3ds"] as const) {
        testProcessor.confirm(secret, outcome)
        const refused = await post("/api/orders", order(body, "108.00"), bearer(token))
        expect(refused.status).toEqual(402)
        expect(refused.data).toEqual({ code: "card_not_authorized", message: ORDER_MESSAGES.cardNotAuthorized })
      }
      expect((await get("/api/user/orders", bearer(token))).data).toEqual([])

      testProcessor.confirm(secret, "approve")
      const placed = await post("/api/orders", order(body, "108.00"), bearer(token))
      expect(placed.status).toEqual(201)
      expect(placed.data).toMatchObject({ paymentMethod: "pay_with_card", totalAmount: "108.00" })
      const [payment] = await paymentsOf(placed.data.id)
      expect(payment).toMatchObject({ provider_id: TEST_CARD, data: { id: intent.id }, captured_at: null })
      expect(testProcessor.calls.filter((call) => call.endsWith(intent.id))).toEqual([`initiate ${intent.id}`, `authorize ${intent.id}`, `authorize ${intent.id}`, `authorize ${intent.id}`])
      expect(intent.status).toEqual("authorized")

      await move(placed.data.id, { status: "shipped", carrier: "UPS", trackingNumber: `1Z${placed.data.id}` })
      expect(intent.captured).toEqual(0)
      await move(placed.data.id, { status: "delivered" })
      expect(intent).toMatchObject({ status: "captured", captured: 108 })

      const requested = await post(`/api/user/orders/${placed.data.id}/returns`, { items: [{ productId, quantity: 1 }], reason: "damaged" }, bearer(token))
      expect(requested.status).toEqual(201)
      const received = await post(`/api/admin/returns/${requested.data.id}/receive`, {}, await staff())
      expect(received.data).toMatchObject({ status: "refunded", refundAmount: "54.00" })
      expect(intent.refunded).toEqual(54)
      expect(testProcessor.calls).toContain(`refund ${intent.id} 54.00`)
    })

    it("captures at shipment when the merchant's store setting says so", async () => {
      await enableProviders([SYSTEM, TEST_CARD])
      const [store] = await getContainer().resolve(Modules.STORE).listStores({}, { select: ["id"], take: 1 })
      expect((await post(`/admin/stores/${store.id}`, { metadata: { payment_capture: "shipment" } }, await staff())).status).toEqual(200)
      try {
        const { token } = await signUp()
        const body = checkout(1)
        const prepared = await post("/api/checkout", body, bearer(token))
        const intent = testProcessor.confirm(prepared.data.payment.clientSecret, "approve")
        const placed = await post("/api/orders", order(body, prepared.data.totalAmount), bearer(token))
        expect(placed.status).toEqual(201)
        await move(placed.data.id, { status: "shipped", carrier: "UPS", trackingNumber: `1Z${placed.data.id}` })
        expect(intent).toMatchObject({ status: "captured", captured: Number(prepared.data.totalAmount) })
        expect((await paymentsOf(placed.data.id))[0].captured_at).not.toBeNull()
        // Delivery finds nothing left to capture.
        await move(placed.data.id, { status: "delivered" })
        expect(testProcessor.calls.filter((call) => call === `capture ${intent.id}`)).toHaveLength(1)
      } finally {
        await post(`/admin/stores/${store.id}`, { metadata: { payment_capture: "" } }, await staff())
      }
    })

    it("cancels the processor's authorisation when the order is cancelled", async () => {
      await enableProviders([SYSTEM, TEST_CARD])
      const { token } = await signUp()
      const body = checkout(1)
      const prepared = await post("/api/checkout", body, bearer(token))
      const intent = testProcessor.confirm(prepared.data.payment.clientSecret, "approve")
      const placed = await post("/api/orders", order(body, prepared.data.totalAmount), bearer(token))
      expect(placed.status).toEqual(201)
      expect((await post(`/api/user/orders/${placed.data.id}/cancel`, {}, bearer(token))).status).toEqual(200)
      expect(intent.status).toEqual("canceled")
      expect(testProcessor.calls).toContain(`cancel ${intent.id}`)
      expect((await paymentsOf(placed.data.id))[0].canceled_at).not.toBeNull()
    })

    it("asks for the card again when the order changed after it was confirmed, and places nothing", async () => {
      await enableProviders([SYSTEM, TEST_CARD])
      const { token } = await signUp()
      const body = checkout(1)
      const prepared = await post("/api/checkout", body, bearer(token))
      testProcessor.confirm(prepared.data.payment.clientSecret, "approve")
      const changed = { ...body, items: [{ productId, quantity: 2 }] }
      const refused = await post("/api/orders", order(changed, "108.00"), bearer(token))
      expect(refused.status).toEqual(409)
      expect(refused.data).toEqual({ code: "card_confirm_again", message: ORDER_MESSAGES.cardConfirmAgain })
      // Prepared for the new lines, the card is confirmed again and the order placed.
      const again = await post("/api/checkout", changed, bearer(token))
      expect(again.data.payment.clientSecret).not.toEqual(prepared.data.payment.clientSecret)
      testProcessor.confirm(again.data.payment.clientSecret, "approve")
      expect((await post("/api/orders", order(changed, "108.00"), bearer(token))).status).toEqual(201)
    })

    it("passes the processor's webhooks to it: a signed 'authorised' event is acted on, a forged one refused", async () => {
      await enableProviders([SYSTEM, TEST_CARD])
      const { token } = await signUp()
      const body = checkout(1)
      const prepared = await post("/api/checkout", body, bearer(token))
      const intent = testProcessor.confirm(prepared.data.payment.clientSecret, "approve")

      // A forged event, and the processor's own: the shopper closed the tab after confirming the card.
      // Medusa acts on each five seconds after it arrives (so a shopper's own Place Order comes first).
      const event = testProcessor.webhook("payment.authorized", intent)
      const [refused, delivered] = await Promise.all([
        api.post("/hooks/payment/test-card_test-card", event.body, { headers: { "content-type": "application/json", "x-test-signature": "00".repeat(32) } }),
        api.post("/hooks/payment/test-card_test-card", event.body, { headers: { "content-type": "application/json", "x-test-signature": event.signature } }),
      ])
      expect([refused.status, delivered.status]).toEqual([200, 200])
      await until(() => testProcessor.calls.includes("webhook refused"), "the forged webhook to be refused")
      await until(() => testProcessor.calls.includes(`webhook payment.authorized ${intent.id}`), "the signed webhook to reach the provider")
      await until(async () => (await get("/api/user/orders", bearer(token))).data.length === 1, "the order the webhook completed")

      // Place Order afterwards answers that order: one order for the checkout.
      const placed = await post("/api/orders", order(body, prepared.data.totalAmount), bearer(token))
      expect([200, 201]).toContain(placed.status)
      const orders = (await get("/api/user/orders", bearer(token))).data
      expect(orders).toHaveLength(1)
      expect(placed.data.id).toEqual(orders[0].id)
      // The details typed in reach the order the webhook made.
      expect(placed.data).toMatchObject({ customerName: "Ada Lovelace", customerPhone: "9185550100", paymentMethod: "pay_with_card" })
      expect((await paymentsOf(orders[0].id))[0]).toMatchObject({ provider_id: TEST_CARD, data: { id: intent.id } })
    })

    it("runs a Medusa plugin's routes and subscriber beside the shop's own", async () => {
      const before = (await get("/api/plugin-greeting")).data
      expect(before).toEqual({ greeting: "Hello from a plugin", customersCreated: expect.any(Number) })
      await signUp()
      await until(async () => (await get("/api/plugin-greeting")).data.customersCreated === before.customersCreated + 1, "the plugin's subscriber")
      // Its webhook route receives the bytes as sent; the shop's unknown-route answer still covers the rest of /api.
      const ping = await api.post("/hooks/plugin-ping", '{"b":1,  "a":2}', { headers: { "content-type": "application/json", "x-ping-signature": "sig-1" } })
      expect(ping.data).toEqual({ received: '{"b":1,  "a":2}', signature: "sig-1" })
      expect((await get("/api/plugin-greeting-missing")).status).toEqual(404)
      expect((await post("/api/plugin-greeting", {})).status).toEqual(405)
    })
  },
})
