// Medusa is where the merchant runs the shop (docs/decisions.md, "Medusa's settings decide"): a tax
// rate, a state's own rate, a shipping price, a free-shipping threshold and a new shipping option
// changed through Medusa's admin API are what the next cart is priced with, and a change during a
// checkout is shown once before the next Place Order succeeds.
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { forgetShopPricing } from "../../src/lib/pricing/shop-pricing"
import { Modules } from "@medusajs/framework/utils"
import type { Foundation } from "../../src/scripts/seed/foundation"
import { type ApiAnswer, answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop, signUp as signUpWith } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.settings@example.com", password: "staff-password-123" }
const FIXTURE = [
  fixtureProduct({ handle: "desk-printer", name: "Desk Printer 50", price: 50, stock: 100 }),
  fixtureProduct({ handle: "office-printer", name: "Office Printer 120", price: 120, stock: 100 }),
]
const oklahoma = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
const california = { firstName: "Ada", lastName: "Lovelace", address: "1 Market St", city: "San Francisco", state: "CA", zipCode: "94105", country: "US" }

/**
 * Medusa's settings are read again within a second (as the edge keeps them): the first tests wait
 * that second, as a merchant would; the others have the shop read them afresh at once.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100))

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const idOf: Record<string, string> = {}
    let foundation: Foundation

    beforeAll(async () => {
      const shop = await seedShop(getContainer(), FIXTURE, { staff: STAFF })
      foundation = shop.foundation
      Object.assign(idOf, shop.idOf)
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      // The restored database may hold other settings than the last test's reads: read them afresh.
      forgetShopPricing()
    })

    const { post, get, del } = answering(api)
    const staff = async () => bearer((await post("/api/admin/login", STAFF)).data.token as string)
    const signUp = () => signUpWith(post)

    /** The shop's shipping options by name. */
    async function optionsByName() {
      const options = await getContainer().resolve(Modules.FULFILLMENT).listShippingOptions({}, { select: ["id", "name"] })
      return Object.fromEntries(options.map((option) => [option.name, option]))
    }
    async function usTaxRate() {
      const tax = getContainer().resolve(Modules.TAX)
      const [region] = (await tax.listTaxRegions({ country_code: "us" })).filter((candidate) => !candidate.parent_id && !candidate.province_code)
      const rates = await tax.listTaxRates({ tax_region_id: region.id })
      return { region, rate: rates.find((rate) => rate.is_default)! }
    }

    let checkoutCounter = 0
    /** A checkout of `lines` [handle, quantity]: its session, items and the address typed in. */
    function checkout(lines: Array<[string, number]>, address = oklahoma, extra: Record<string, unknown> = {}) {
      checkoutCounter += 1
      return { sessionId: `settings-${Date.now()}-${checkoutCounter}`, items: lines.map(([handle, quantity]) => ({ productId: idOf[handle], quantity })), shippingAddress: address, ...extra }
    }
    /** The order body for a prepared checkout, at the total it was shown. */
    const order = (prepared: ReturnType<typeof checkout>, totalAmount: string, extra: Record<string, unknown> = {}) => ({
      ...prepared,
      customerEmail: "ignored@example.com",
      customerName: "Ada Lovelace",
      billingAddress: prepared.shippingAddress,
      totalAmount,
      paymentMethod: "cash_on_delivery",
      ...extra,
    })

    it("answers the seeded settings: 8% sales tax, $9.99 up to $99, free above it, express for every cart", async () => {
      const { status, data, headers } = await get("/api/shop/pricing")
      expect(status).toEqual(200)
      expect(headers["cache-control"]).toEqual("public, max-age=0, s-maxage=1")
      expect(data.taxRate).toEqual(8)
      const byName = Object.fromEntries(data.shippingOptions.map((option: { name: string }) => [option.name, option]))
      expect(Object.keys(byName).sort()).toEqual(["Express Shipping", "Free Shipping", "Standard Shipping"])
      expect(byName["Standard Shipping"]).toMatchObject({ description: "Delivered in 3-7 business days.", prices: [{ amount: 9.99, rules: [] }] })
      expect(byName["Standard Shipping"].rules).toContainEqual({ attribute: "item_subtotal", operator: "lte", value: "99" })
      expect(byName["Free Shipping"].rules).toContainEqual({ attribute: "item_subtotal", operator: "gt", value: "99" })
      expect(byName["Express Shipping"]).toMatchObject({ description: "Delivered in 1-2 business days.", prices: [{ amount: 24.99, rules: [] }] })
    })

    it("prices the next checkout at a rate the merchant changed, and places the order at it", async () => {
      const { rate } = await usTaxRate()
      const changed = await post(`/admin/tax-rates/${rate.id}`, { rate: 8.25 }, await staff())
      expect(changed.status).toEqual(200)
      await settle()
      expect((await get("/api/shop/pricing")).data.taxRate).toEqual(8.25)

      const { token } = await signUp()
      const body = checkout([["desk-printer", 1]])
      const prepared = await post("/api/checkout", body, bearer(token))
      expect(prepared.status).toEqual(200)
      // 8.25% of $50 is $4.125: $4.13, rounded half up, and the figures add up.
      expect(prepared.data).toMatchObject({ subtotal: "50.00", shippingCost: "9.99", tax: "4.13", taxRate: 8.25, totalAmount: "64.12" })
      const placed = await post("/api/orders", order(body, "64.12"), bearer(token))
      expect(placed.status).toEqual(201)
      expect(placed.data).toMatchObject({ tax: "4.13", taxRate: 8.25, totalAmount: "64.12", shippingMethod: "Standard Shipping" })
    })

    it("shows a change made during the checkout once, and the next Place Order succeeds at the new figures", async () => {
      const { token } = await signUp()
      const body = checkout([["desk-printer", 1]])
      const prepared = await post("/api/checkout", body, bearer(token))
      expect(prepared.data.totalAmount).toEqual("63.99")

      const { rate } = await usTaxRate()
      expect((await post(`/admin/tax-rates/${rate.id}`, { rate: 9 }, await staff())).status).toEqual(200)
      await settle()

      const first = await post("/api/orders", order(body, "63.99"), bearer(token))
      expect(first.status).toEqual(409)
      expect(first.data).toMatchObject({ code: "total_mismatch", tax: "4.50", totalAmount: "64.49" })
      const second = await post("/api/orders", order(body, first.data.totalAmount), bearer(token))
      expect(second.status).toEqual(201)
      expect(second.data).toMatchObject({ tax: "4.50", totalAmount: "64.49" })
      expect((await getContainer().resolve(Modules.ORDER).listOrders({})).length).toEqual(1)
    })

    it("taxes an address at its state's own rate once the merchant adds one, and keeps the state as Medusa names it", async () => {
      const { region } = await usTaxRate()
      const created = await post(
        "/admin/tax-regions",
        { country_code: "us", province_code: "us-ca", parent_id: region.id, default_tax_rate: { rate: 7.25, code: "US-CA", name: "California" } },
        await staff()
      )
      expect(created.status).toEqual(200)
      forgetShopPricing()

      const { token } = await signUp()
      const inCalifornia = checkout([["office-printer", 1]], california)
      const prepared = await post("/api/checkout", inCalifornia, bearer(token))
      // $120 ships free; 7.25% of $120 is $8.70.
      expect(prepared.data).toMatchObject({ subtotal: "120.00", shippingCost: "0.00", tax: "8.70", taxRate: 7.25, totalAmount: "128.70" })
      const inOklahoma = await post("/api/checkout", checkout([["office-printer", 1]], oklahoma), bearer(token))
      expect(inOklahoma.data).toMatchObject({ tax: "9.60", taxRate: 8, totalAmount: "129.60" })

      const placed = await post("/api/orders", order(inCalifornia, "128.70"), bearer(token))
      expect(placed.status).toEqual(201)
      expect(placed.data.shippingAddress.state).toEqual("CA")
      const [stored] = await getContainer().resolve(Modules.ORDER).listOrders({}, { relations: ["shipping_address"] })
      expect(stored.shipping_address?.province).toEqual("us-ca")
    })

    it("charges the shipping price and threshold the merchant set", async () => {
      const options = await optionsByName()
      const admin = await staff()
      type AdminRule = { id: string; attribute: string; operator: string; value: string | string[] }
      /** An option's rules as Medusa's admin API gives them, with the threshold's moved to `threshold`. */
      const withThreshold = async (id: string, threshold: string) => {
        const { data } = await get(`/admin/shipping-options/${id}?fields=*rules,*prices`, admin)
        const rules = (data.shipping_option.rules as AdminRule[]).map(({ id: ruleId, attribute, operator, value }) => ({
          id: ruleId,
          attribute,
          operator,
          value: attribute === "item_subtotal" ? threshold : value,
        }))
        return { rules, priceId: data.shipping_option.prices[0].id as string }
      }
      const standard = await withThreshold(options["Standard Shipping"].id, "149")
      const free = await withThreshold(options["Free Shipping"].id, "149")
      expect((await post(`/admin/shipping-options/${options["Standard Shipping"].id}`, { prices: [{ id: standard.priceId, amount: 12.5 }], rules: standard.rules }, admin)).status).toEqual(200)
      expect((await post(`/admin/shipping-options/${options["Free Shipping"].id}`, { rules: free.rules }, admin)).status).toEqual(200)
      forgetShopPricing()

      const { token } = await signUp()
      const below = checkout([["office-printer", 1]])
      const priced = await post("/api/checkout", below, bearer(token))
      expect(priced.data).toMatchObject({ subtotal: "120.00", shippingCost: "12.50", tax: "9.60", totalAmount: "142.10" })
      expect(priced.data.shippingOptions.map((option: { name: string }) => option.name)).toEqual(["Standard Shipping", "Express Shipping"])
      expect((await post("/api/orders", order(below, "142.10"), bearer(token))).status).toEqual(201)
      const above = await post("/api/checkout", checkout([["office-printer", 1], ["desk-printer", 1]]), bearer(token))
      expect(above.data).toMatchObject({ subtotal: "170.00", shippingCost: "0.00" })
    })

    it("offers every option Medusa has for the cart, ships by the one chosen, and names it on the order", async () => {
      const admin = await staff()
      const { data } = await get(`/admin/shipping-options/${(await optionsByName())["Express Shipping"].id}?fields=service_zone_id`, admin)
      const added = await post(
        "/admin/shipping-options",
        {
          name: "Overnight",
          service_zone_id: data.shipping_option.service_zone_id,
          shipping_profile_id: foundation.shippingProfileId,
          provider_id: "manual_manual",
          price_type: "flat",
          type: { label: "Overnight", description: "Delivered the next business day.", code: "overnight" },
          prices: [{ currency_code: "usd", amount: 39.99 }],
          rules: [
            { attribute: "enabled_in_store", operator: "eq", value: "true" },
            { attribute: "is_return", operator: "eq", value: "false" },
          ],
        },
        admin
      )
      expect(added.status).toEqual(200)
      forgetShopPricing()

      const { token } = await signUp()
      const body = checkout([["desk-printer", 1]])
      const offered = await post("/api/checkout", body, bearer(token))
      expect(offered.data.shippingOptions.map(({ name, amount, description }: Record<string, string>) => [name, amount, description])).toEqual([
        ["Standard Shipping", "9.99", "Delivered in 3-7 business days."],
        ["Express Shipping", "24.99", "Delivered in 1-2 business days."],
        ["Overnight", "39.99", "Delivered the next business day."],
      ])
      const overnight = offered.data.shippingOptions[2].id
      const chosen = await post("/api/checkout", { ...body, shippingOptionId: overnight }, bearer(token))
      // The seed's options are exempt from tax; this one is taxed, as Medusa's rates say: 8% of $89.99.
      expect(chosen.data).toMatchObject({ shippingOptionId: overnight, shippingCost: "39.99", tax: "7.20", totalAmount: "97.19" })
      // An option that does not apply (or no longer exists) gives the cheapest.
      const unknown = await post("/api/checkout", { ...body, shippingOptionId: "so_nothing" }, bearer(token))
      expect(unknown.data).toMatchObject({ shippingOptionId: offered.data.shippingOptions[0].id, shippingCost: "9.99" })

      const placed = await post("/api/orders", order(body, "97.19", { shippingOptionId: overnight }), bearer(token))
      expect(placed.status).toEqual(201)
      expect(placed.data).toMatchObject({ shippingMethod: "Overnight", shippingCost: "39.99", tax: "7.20", totalAmount: "97.19" })
      const [mine] = (await get("/api/user/orders", bearer(token))).data
      expect(mine.shippingMethod).toEqual("Overnight")
      const staffView: ApiAnswer = await get(`/api/admin/orders/${placed.data.id}`, admin)
      expect(staffView.data).toMatchObject({ shippingMethod: "Overnight", shippingCost: "39.99", tax: "7.20", totalAmount: "97.19" })
    })

    it("refuses an address no shipping option of Medusa's reaches, with a clear message", async () => {
      const admin = await staff()
      const options = await optionsByName()
      for (const option of Object.values(options)) expect((await del(`/admin/shipping-options/${option.id}`, admin)).status).toEqual(200)
      forgetShopPricing()
      const { token } = await signUp()
      const refused = await post("/api/checkout", checkout([["desk-printer", 1]]), bearer(token))
      expect(refused.status).toEqual(409)
      expect(refused.data).toEqual({ code: "no_shipping_option", message: "We cannot ship this order to that address. Please check the address, or contact us for help." })
    })
  },
})
