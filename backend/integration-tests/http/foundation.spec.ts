import { shopIntegrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import seed from "../../src/scripts/seed"
import { seedFoundation } from "../../src/scripts/seed/foundation"
import { PRODUCT_CATEGORIES } from "../../src/lib/shop"

jest.setTimeout(180 * 1000)

const ADMIN_EMAIL = "staff-test@printshop.local"
const ADMIN_PASSWORD = "a-long-test-password"

async function runSeed(container: MedusaContainer) {
  process.env.ADMIN_EMAIL = ADMIN_EMAIL
  process.env.ADMIN_PASSWORD = ADMIN_PASSWORD
  await seed({ container, args: [] })
}

async function countSeededRecords(container: MedusaContainer) {
  const count = async (promise: Promise<[unknown[], number]>) => (await promise)[1]
  return {
    regions: await count(container.resolve(Modules.REGION).listAndCountRegions({})),
    salesChannels: await count(container.resolve(Modules.SALES_CHANNEL).listAndCountSalesChannels()),
    apiKeys: await count(container.resolve(Modules.API_KEY).listAndCountApiKeys()),
    stockLocations: await count(container.resolve(Modules.STOCK_LOCATION).listAndCountStockLocations({})),
    fulfillmentSets: await count(container.resolve(Modules.FULFILLMENT).listAndCountFulfillmentSets()),
    shippingOptions: await count(container.resolve(Modules.FULFILLMENT).listAndCountShippingOptions()),
    taxRegions: (await container.resolve(Modules.TAX).listTaxRegions()).length,
    taxRates: await count(container.resolve(Modules.TAX).listAndCountTaxRates()),
    taxRateRules: (await container.resolve(Modules.TAX).listTaxRateRules()).length,
    categories: await count(container.resolve(Modules.PRODUCT).listAndCountProductCategories()),
    tags: await count(container.resolve(Modules.PRODUCT).listAndCountProductTags()),
    users: await count(container.resolve(Modules.USER).listAndCountUsers()),
  }
}

/** A published product priced in USD with stock at the shop's location. */
async function createTestProduct(container: MedusaContainer, price: number) {
  const foundation = await seedFoundation(container)
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: `Test Printer ${price}`,
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: foundation.shippingProfileId,
          category_ids: [foundation.categoryIds.printers],
          options: [{ title: "Model", values: ["Standard"] }],
          variants: [
            {
              title: "Standard",
              sku: `TEST-${price}`,
              manage_inventory: true,
              options: { Model: "Standard" },
              prices: [{ currency_code: "usd", amount: price }],
            },
          ],
          sales_channels: [{ id: foundation.salesChannelId }],
        },
      ],
    },
  })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "inventory_items.inventory_item_id"],
    filters: { id: result[0].variants[0].id },
  })
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: [
        {
          inventory_item_id: data[0].inventory_items?.[0]?.inventory_item_id as string,
          location_id: foundation.stockLocationId,
          stocked_quantity: 100,
        },
      ],
    },
  })
  return { foundation, variantId: result[0].variants[0].id }
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    describe("health", () => {
      it("answers the health check", async () => {
        const response = await api.get("/health")
        expect(response.status).toEqual(200)
      })

      it("answers the shop API's health check with the database state", async () => {
        const response = await api.get("/api/health")
        expect(response.status).toEqual(200)
        expect(response.data).toEqual({ status: "ok", shop: "PrintShop Pro", database: "up" })
      })

      it("answers unknown /api paths with a JSON 404 and leaves the known ones alone", async () => {
        for (const url of ["/api/no-such-route", "/api/products/some-id/nothing-here"]) {
          const response = await api.get(url).catch((error: { response: { status: number; data: unknown } }) => error.response)
          expect(response.status).toEqual(404)
          expect(response.data).toEqual({ message: `There is no API route GET ${url}.` })
        }
        const unknownProduct = await api.get("/api/products/prod_missing").catch((error: { response: { status: number; data: unknown } }) => error.response)
        expect(unknownProduct.status).toEqual(404)
        expect(unknownProduct.data).toEqual({ message: "Product prod_missing was not found." })
        expect((await api.get("/api/products/")).status).toEqual(200)
      })
    })

    describe("infrastructure modules", () => {
      it("shares events through Redis exactly when REDIS_URL is set", async () => {
        const container = getContainer()
        const eventBus = container.resolve(Modules.EVENT_BUS) as object
        const usesRedis = Boolean(process.env.REDIS_URL)
        expect(eventBus.constructor.name).toEqual(usesRedis ? "RedisEventBusService" : "LocalEventBusService")
      })
    })

    describe("seed", () => {
      it("creates the store's foundation and changes nothing when run a second time", async () => {
        const container = getContainer()
        await runSeed(container)
        const afterFirst = await countSeededRecords(container)
        await runSeed(container)
        const afterSecond = await countSeededRecords(container)
        expect(afterSecond).toEqual(afterFirst)

        const [store] = await container.resolve(Modules.STORE).listStores({}, { relations: ["supported_currencies"] })
        expect(store.name).toEqual("PrintShop Pro")
        expect(store.supported_currencies?.map((c) => [c.currency_code, c.is_default])).toEqual([["usd", true]])

        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data: regions } = await query.graph({
          entity: "region",
          fields: ["name", "currency_code", "countries.iso_2", "payment_providers.id"],
        })
        expect(regions).toHaveLength(1)
        expect(regions[0]).toMatchObject({ name: "United States", currency_code: "usd" })
        expect(regions[0].countries?.map((c: { iso_2?: string } | null) => c?.iso_2)).toEqual(["us"])
        expect(regions[0].payment_providers?.map((p: { id?: string } | null) => p?.id)).toEqual(["pp_system_default"])

        const tax = container.resolve(Modules.TAX)
        const [usTaxRegion] = await tax.listTaxRegions({ country_code: "us" })
        const salesTax = (await tax.listTaxRates({ tax_region_id: usTaxRegion.id })).find((rate) => rate.is_default)
        expect(salesTax).toMatchObject({ rate: 8 })

        const categories = await container.resolve(Modules.PRODUCT).listProductCategories()
        expect(categories.map((c) => c.handle).sort()).toEqual(PRODUCT_CATEGORIES.map((c) => c.handle).sort())
        const tags = await container.resolve(Modules.PRODUCT).listProductTags()
        expect(tags.map((t) => t.value).sort()).toEqual(["bestseller", "new", "sale"])

        const keys = await container.resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
        expect(keys.map((key) => key.title)).toEqual(["PrintShop Pro Storefront"])
        const channels = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels()
        expect(channels.map((channel) => channel.name)).toEqual(["PrintShop Pro Web Store"])
      })

      it("creates a staff user who can sign in to the admin", async () => {
        await runSeed(getContainer())
        const ok = await api.post("/auth/user/emailpass", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
        expect(ok.status).toEqual(200)
        expect(typeof ok.data.token).toEqual("string")

        const me = await api.get("/admin/users/me", { headers: { authorization: `Bearer ${ok.data.token}` } })
        expect(me.data.user.email).toEqual(ADMIN_EMAIL)

        const wrong = await api
          .post("/auth/user/emailpass", { email: ADMIN_EMAIL, password: "not-the-password" })
          .catch((error: { response: { status: number } }) => error.response)
        expect(wrong.status).toEqual(401)
      })
    })

    describe("shipping and tax", () => {
      /** Creates a US cart holding one item at `price` and answers its shipping options. */
      async function cartAt(price: number) {
        const container = getContainer()
        const { foundation, variantId } = await createTestProduct(container, price)
        const headers = { "x-publishable-api-key": foundation.publishableKey }
        const { data } = await api.post(
          "/store/carts",
          {
            region_id: foundation.regionId,
            sales_channel_id: foundation.salesChannelId,
            items: [{ variant_id: variantId, quantity: 1 }],
            shipping_address: {
              first_name: "Ada",
              last_name: "Lovelace",
              address_1: "1 Main St",
              city: "Tulsa",
              province: "OK",
              postal_code: "74103",
              country_code: "us",
            },
          },
          { headers }
        )
        const options = await api.get(`/store/shipping-options?cart_id=${data.cart.id}`, { headers })
        return { cart: data.cart, options: options.data.shipping_options, headers }
      }

      it.each([
        [95, 9.99],
        [99, 9.99],
        [99.01, 0],
        [250, 0],
      ])("offers shipping for an item subtotal of $%s at $%s, and express beside it", async (price, shipping) => {
        const { options } = await cartAt(price)
        const offered = (options as Array<{ name: string; amount: number }>).map(({ name, amount }) => [name, amount]).sort((a, b) => Number(a[1]) - Number(b[1]))
        expect(offered).toEqual([[shipping === 0 ? "Free Shipping" : "Standard Shipping", shipping], ["Express Shipping", 24.99]])
      })

      it("taxes the items at 8% and not the shipping", async () => {
        const { cart, options, headers } = await cartAt(50)
        const { data } = await api.post(
          `/store/carts/${cart.id}/shipping-methods`,
          { option_id: (options as Array<{ id: string; name: string }>).find((option) => option.name === "Standard Shipping")!.id },
          { headers }
        )
        expect(data.cart.item_subtotal).toEqual(50)
        expect(data.cart.shipping_subtotal).toEqual(9.99)
        expect(data.cart.tax_total).toEqual(4)
        expect(data.cart.total).toEqual(63.99)
      })
    })
  },
})
