// The staff's catalogue (docs/using-the-shop.md, "The staff area (/admin)"): sign-in, stats,
// products, pictures, CSV import.
import http from "node:http"
import type { AddressInfo } from "node:net"
import { shopIntegrationTestRunner } from "../runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import resumeProductImportsJob from "../../src/jobs/resume-product-imports"
import { pictureFetchPolicy } from "../../src/lib/files/web-pictures"
import { parseProductCsv } from "../../src/lib/products/csv-import"
import { PRODUCT_IMPORTS_MODULE } from "../../src/modules/product-imports"
import type ProductImportsModuleService from "../../src/modules/product-imports/service"
import { SEARCH_TERMS_MODULE } from "../../src/modules/search-terms"
import type SearchTermsModuleService from "../../src/modules/search-terms/service"
import { SEARCH_TERMS_LIMIT } from "../../src/modules/search-terms/service"
import type { Foundation } from "../../src/scripts/seed/foundation"
import { answering, answerOf, type ApiAnswer, bearer, fixtureProduct, fromFreshClientAddress, newCustomer, seedShop } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.catalogue@example.com", password: "staff-password-123" }
const FIXTURE = [
  fixtureProduct({ handle: "office-laser", name: "Office Laser 200", price: 199, brand: "HP", isFeatured: true, stock: 7 }),
  fixtureProduct({ handle: "pocket-scanner", name: "Pocket Scanner", price: 89, brand: "Zebra", category: "barcode-scanners" }),
]

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64"
)

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let foundation: Foundation
    let staff: string
    const idOf: Record<string, string> = {}

    beforeAll(async () => {
      const shop = await seedShop(getContainer(), FIXTURE, { staff: STAFF })
      foundation = shop.foundation
      Object.assign(idOf, shop.idOf)
    })
    beforeEach(async () => {
      fromFreshClientAddress(api)
      invalidateCatalogueIndex(getContainer())
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, put, get, del } = answering(api)
    const asStaff = () => bearer(staff)

    const product = (overrides: Record<string, unknown> = {}) => ({
      name: "Desk Jet 3000",
      brand: "Brother",
      description: "A small inkjet for the home office, with duplex printing and Wi-Fi.",
      category: "printers",
      price: "149.99",
      originalPrice: "179.99",
      stockQuantity: 12,
      image: "",
      images: [],
      specifications: "Print Speed: 22 ppm\nConnectivity: Wi-Fi, USB",
      features: ["Duplex printing", "Mobile printing"],
      inStock: true,
      isFeatured: true,
      isBusinessProduct: false,
      rating: "0",
      reviewCount: 0,
      tags: [],
      ...overrides,
    })

    const stockAtShop = async (productId: string) => {
      const { data } = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "product",
        fields: ["variants.inventory_items.inventory.location_levels.stocked_quantity", "variants.inventory_items.inventory.location_levels.location_id"],
        filters: { id: productId },
      })
      type Levels = { variants: Array<{ inventory_items: Array<{ inventory: { location_levels: Array<{ stocked_quantity: unknown; location_id: string }> } }> }> }
      const levels = (data[0] as unknown as Levels).variants[0].inventory_items[0].inventory.location_levels
      return Number(levels.find((level) => level.location_id === foundation.stockLocationId)?.stocked_quantity)
    }
    const productCount = async () => (await getContainer().resolve(Modules.PRODUCT).listProducts({}, { select: ["id"], take: null })).length

    describe("access", () => {
      it("lists the searches that found nothing, most frequent first, and lets staff clear one", async () => {
        const service = getContainer().resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE)
        // Three visitors, each searching once.
        const visitor = (n: number) => ({ headers: { "X-Forwarded-For": `10.66.0.${n}` } })
        for (const [n, search] of [[1, "Qwertyzz"], [2, "qwertyzz"], [3, "QWERTYZZ!"], [1, "nothing-here"], [1, "office"], [1, "ofice"], [1, "pocket"]] as const) {
          expect((await get(`/api/products?search=${encodeURIComponent(search)}&limit=24&offset=0`, visitor(n))).status).toEqual(200)
        }
        // The plain list counts too; a second page of the same search does not count it again.
        await get("/api/products?search=nothing%20here", visitor(2))
        await get("/api/products?search=nothing%20here&limit=24&offset=24", visitor(3))
        // Written off the request, within about a second.
        let listed: { term: string; count: number; id: string; lastSearchedAt: string }[] = []
        for (let tries = 0; tries < 50 && listed.length < 2; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          listed = (await get("/api/admin/search-terms?noResults=true", asStaff())).data.searchTerms
        }
        expect(listed.map(({ term, count }) => ({ term, count }))).toEqual([
          { term: "qwertyzz", count: 3 },
          { term: "nothing here", count: 2 },
        ])
        expect(Date.parse(listed[0].lastSearchedAt)).toBeGreaterThan(Date.now() - 60_000)
        const page = await get("/api/admin/search-terms?noResults=true&limit=1&offset=1", asStaff())
        expect(page.data).toMatchObject({ count: 2, limit: 1, offset: 1, searchTerms: [{ term: "nothing here" }] })

        const cleared = await del(`/api/admin/search-terms/${listed[0].id}`, asStaff())
        expect(cleared.status).toEqual(200)
        expect(cleared.data).toEqual({ id: listed[0].id, deleted: true })
        expect((await del(`/api/admin/search-terms/${listed[0].id}`, asStaff())).status).toEqual(404)
        expect((await get("/api/admin/search-terms", asStaff())).data.searchTerms.map((row: { term: string }) => row.term)).toEqual(["nothing here"])
        // Searched again after it was cleared (by a visitor new to it today), it starts counting afresh.
        await get("/api/products?search=qwertyzz&limit=24&offset=0", visitor(4))
        let again: Array<{ term: string; count: number }> = []
        for (let tries = 0; tries < 50 && again.length < 2; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          await service.flushNoResults()
          again = (await get("/api/admin/search-terms", asStaff())).data.searchTerms
        }
        expect(again).toMatchObject([{ term: "nothing here", count: 2 }, { term: "qwertyzz", count: 1 }])

        for (const bad of ["limit=0", "limit=abc", "offset=-1", "noResults=maybe", "colour=red"]) {
          expect([bad, (await get(`/api/admin/search-terms?${bad}`, asStaff())).status]).toEqual([bad, 400])
        }
      })

      it("counts a visitor once per term a day, and at most 20 terms of one visitor, so no one visitor fills the list", async () => {
        const service = getContainer().resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE)
        const term = `zzflood${Date.now().toString(36)}`
        const flooder = { headers: { "X-Forwarded-For": "10.67.0.1" } }
        for (let n = 0; n < 40; n++) await get(`/api/products?search=${term}&limit=24&offset=0`, flooder)
        for (const n of [2, 3]) await get(`/api/products?search=${term}&limit=24&offset=0`, { headers: { "X-Forwarded-For": `10.67.0.${n}` } })
        for (let n = 0; n < 30; n++) await get(`/api/products?search=${term}x${n}&limit=24&offset=0`, flooder)
        // Noted off the requests, once each visitor's count (in Redis, a round trip away) says so.
        let counted: { count: number } | undefined
        for (const giveUpAt = Date.now() + 5_000; counted?.count !== 3 && Date.now() < giveUpAt; ) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          await service.flushNoResults()
          ;[counted] = await service.listSearchTerms({ term }, { select: ["count"] })
        }
        expect(counted?.count).toEqual(3)
        const others = await service.listSearchTerms({ term: Array.from({ length: 30 }, (_, n) => `${term}x${n}`) }, { select: ["term"] })
        expect(others).toHaveLength(19)
      })

      it("keeps the searches without results bounded, however many random terms arrive", async () => {
        const service = getContainer().resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE)
        const before = (await get("/api/admin/search-terms?limit=1", asStaff())).data.count
        // Between two writes at most 1,000 distinct terms are held; the rest wait for the next.
        for (let i = 0; i < 1_500; i++) service.noteNoResults(`random term ${i}`)
        await service.flushNoResults()
        expect((await get("/api/admin/search-terms?limit=1", asStaff())).data.count).toEqual(before + 1_000)
        // A term is kept at most 100 characters long.
        service.noteNoResults("x".repeat(300))
        await service.flushNoResults()
        const [long] = await service.listSearchTerms({ term: "x".repeat(100) })
        expect(long?.count).toEqual(1)
        expect(SEARCH_TERMS_LIMIT).toEqual(10_000)
      })

      it("answers 401 without a staff token and with a customer's, on every staff route", async () => {
        const customer = (await post("/api/register", newCustomer())).data.token as string
        const routes: Array<[string, string, unknown?]> = [
          ["get", "/api/admin/stats"],
          ["get", "/api/admin/products"],
          ["post", "/api/admin/products", product()],
          ["get", `/api/admin/products/${idOf["office-laser"]}`],
          ["put", `/api/admin/products/${idOf["office-laser"]}`, { price: 1 }],
          ["delete", `/api/admin/products/${idOf["office-laser"]}`],
          ["post", "/api/admin/uploads", {}],
          ["post", "/api/admin/products/import", "name\nX"],
          ["get", "/api/admin/products/import/pimp_1"],
          ["post", "/api/products", product()],
          ["get", "/api/admin/session"],
          ["get", "/api/admin/search-terms?noResults=true"],
          ["delete", "/api/admin/search-terms/sterm_1"],
        ]
        for (const [method, url, body] of routes) {
          for (const config of [{}, bearer(customer)]) {
            const answer = await answerOf(
              method === "get" || method === "delete"
                ? (api as unknown as Record<string, (u: string, c: object) => Promise<ApiAnswer>>)[method](url, config)
                : (api as unknown as Record<string, (u: string, b: unknown, c: object) => Promise<ApiAnswer>>)[method](url, body, config)
            )
            expect([method, url, answer.status]).toEqual([method, url, 401])
          }
        }
        expect(await stockAtShop(idOf["office-laser"])).toEqual(7)
      })

      it("signs staff in for 24 hours and refuses a wrong password the same way as an unknown e-mail", async () => {
        const signedIn = await post("/api/admin/login", STAFF)
        expect(signedIn.data).toMatchObject({ token: expect.any(String), message: "Welcome to the admin panel", user: { email: STAFF.email } })
        const hours = (new Date(signedIn.data.expiresAt).getTime() - Date.now()) / 3_600_000
        expect(hours).toBeGreaterThan(23.9)
        expect(hours).toBeLessThanOrEqual(24)
        const wrong = await post("/api/admin/login", { ...STAFF, password: "not-it-at-all" })
        const unknown = await post("/api/admin/login", { email: "nobody@example.com", password: "not-it-at-all" })
        expect([wrong.status, unknown.status]).toEqual([401, 401])
        expect(wrong.data).toEqual(unknown.data)
        // A customer's account never opens the staff area, even with the right password.
        const customer = newCustomer()
        await post("/api/register", customer)
        expect((await post("/api/admin/login", { email: customer.email, password: customer.password })).status).toEqual(401)
      })
    })

    describe("stats", () => {
      it("counts products, featured products, orders and the revenue of orders not cancelled", async () => {
        const { status, data } = await get("/api/admin/stats", asStaff())
        expect(status).toEqual(200)
        expect(data).toEqual({ totalProducts: 2, totalOrders: 0, totalRevenue: "0.00", featuredProducts: 1 })
      })
    })

    describe("products", () => {
      it("keeps quantity prices as Medusa's price tiers, each change keeping the other prices, and refuses ones that would never be charged", async () => {
        const created = await post("/api/admin/products", product({ name: "Tiered Label Printer", price: "45.50", quantityPrices: [{ minQuantity: 10, price: "39" }, { minQuantity: 5, price: 42 }] }), asStaff())
        expect(created.status).toEqual(201)
        expect(created.data.quantityPrices).toEqual([
          { minQuantity: 5, price: "42.00" },
          { minQuantity: 10, price: "39.00" },
        ])
        const id = created.data.id
        const pricesInMedusa = async () => {
          const { data } = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({
            entity: "product",
            fields: ["variants.prices.amount", "variants.prices.min_quantity", "variants.prices.max_quantity"],
            filters: { id },
          })
          type Prices = { variants: Array<{ prices: Array<{ amount: unknown; min_quantity: unknown; max_quantity: unknown }> }> }
          return (data[0] as unknown as Prices).variants[0].prices
            .map((price) => [Number(price.amount), price.min_quantity === null ? null : Number(price.min_quantity), price.max_quantity === null ? null : Number(price.max_quantity)])
            .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0))
        }
        expect(await pricesInMedusa()).toEqual([
          [45.5, null, null],
          [42, 5, 9],
          [39, 10, null],
        ])
        expect((await get(`/api/products/${id}`)).data.quantityPrices).toEqual(created.data.quantityPrices)

        // A new price of one keeps the quantity prices, and the other way round.
        expect((await put(`/api/admin/products/${id}`, { price: "44.00" }, asStaff())).data).toMatchObject({ price: "44.00", quantityPrices: created.data.quantityPrices })
        const changed = await put(`/api/admin/products/${id}`, { quantityPrices: "5:41.00|20:35.00" }, asStaff())
        expect(changed.data).toMatchObject({ price: "44.00", quantityPrices: [{ minQuantity: 5, price: "41.00" }, { minQuantity: 20, price: "35.00" }] })

        // A price of one at or below a quantity price kept is refused, and nothing changes.
        const refused = await put(`/api/admin/products/${id}`, { price: "41.00" }, asStaff())
        expect(refused.status).toEqual(400)
        expect(refused.data.errors).toEqual([{ path: "quantityPrices", message: "Each quantity price must be lower than the price of one unit" }])
        for (const [body, message] of [
          [{ quantityPrices: "5:40|10:41" }, "Quantity prices must fall as the quantity rises"],
          [{ quantityPrices: "1:40" }, "A quantity price is a number of units (2 or more) and an amount, like 5:42.00"],
          [{ price: "30", quantityPrices: "5:31" }, "Each quantity price must be lower than the price of one unit"],
        ] as const) {
          const answer = await put(`/api/admin/products/${id}`, body, asStaff())
          expect(answer.status).toEqual(400)
          expect(answer.data.errors[0]).toEqual({ path: "quantityPrices", message })
        }
        expect((await get(`/api/admin/products/${id}`, asStaff())).data).toMatchObject({ price: "44.00", quantityPrices: changed.data.quantityPrices })

        // [] removes them; a product without them answers the spec's fields alone.
        expect((await put(`/api/admin/products/${id}`, { quantityPrices: [] }, asStaff())).data).not.toHaveProperty("quantityPrices")
        expect(await pricesInMedusa()).toEqual([[44, null, null]])
      })

      it("lists products newest first, a page at a time, with a search", async () => {
        await post("/api/admin/products", product({ name: "Zeta Printer" }), asStaff())
        const page = await get("/api/admin/products?limit=2&offset=0", asStaff())
        expect(page.data).toMatchObject({ count: 3, limit: 2, offset: 0 })
        expect(page.data.products[0]).toMatchObject({ name: "Zeta Printer", createdAt: expect.any(String) })
        expect((await get("/api/admin/products?limit=2&offset=2", asStaff())).data.products).toHaveLength(1)
        const found = await get("/api/admin/products?search=pocket", asStaff())
        expect(found.data.products.map((p: { name: string }) => p.name)).toEqual(["Pocket Scanner"])
        expect((await get("/api/admin/products?limit=0", asStaff())).status).toEqual(400)
        expect((await get("/api/admin/products?category=nonsense", asStaff())).status).toEqual(400)
      })

      it("creates a product with its details, price and stock; the shop shows it at once", async () => {
        const created = await post("/api/admin/products", product(), asStaff())
        expect(created.status).toEqual(201)
        expect(created.data).toMatchObject({
          name: "Desk Jet 3000",
          brand: "Brother",
          category: "printers",
          price: "149.99",
          originalPrice: "179.99",
          stockQuantity: 12,
          inStock: true,
          isFeatured: true,
          isBusinessProduct: false,
          specifications: { "Print Speed": "22 ppm", Connectivity: "Wi-Fi, USB" },
          features: ["Duplex printing", "Mobile printing"],
          rating: "0.0",
          reviewCount: 0,
        })
        const id = created.data.id as string
        expect((await get(`/api/products/${id}`)).data).toMatchObject({ name: "Desk Jet 3000", price: "149.99", stockQuantity: 12 })
        expect(await stockAtShop(id)).toEqual(12)
        // Medusa's own view of it: the same product, priced in USD, in the shop's sales channel.
        const medusa = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "product",
          fields: ["title", "status", "variants.prices.amount", "variants.prices.currency_code", "sales_channels.id", "product_details.brand"],
          filters: { id },
        })
        expect(medusa.data[0]).toMatchObject({
          title: "Desk Jet 3000",
          status: "published",
          variants: [{ prices: [{ amount: 149.99, currency_code: "usd" }] }],
          sales_channels: [{ id: foundation.salesChannelId }],
          product_details: { brand: "Brother" },
        })
        const stats = (await get("/api/admin/stats", asStaff())).data
        expect(stats).toMatchObject({ totalProducts: 3, featuredProducts: 2 })
      })

      it("answers 400 naming the field for a bad product, and creates nothing", async () => {
        const before = await productCount()
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ name: "" }, "name"],
          [{ category: "toasters" }, "category"],
          [{ price: "12.345" }, "price"],
          [{ price: -1 }, "price"],
          [{ stockQuantity: 2.5 }, "stockQuantity"],
          [{ images: ["javascript:alert(1)"] }, "images.0"],
          [{ isFeatured: "yes" }, "isFeatured"],
          [{ owner: "me" }, ""],
        ]
        for (const [overrides, path] of cases) {
          const answer = await post("/api/admin/products", product(overrides), asStaff())
          expect([JSON.stringify(overrides), answer.status]).toEqual([JSON.stringify(overrides), 400])
          expect(answer.data.errors.map((error: { path: string }) => error.path)).toContain(path)
        }
        expect(await productCount()).toEqual(before)
      })

      it("leaves nothing half-written when a step of the creation fails", async () => {
        const before = await productCount()
        const details = getContainer().resolve<{ listProductDetails: (filters: object) => Promise<unknown[]> }>("productDetails")
        const detailsBefore = (await details.listProductDetails({})).length
        const inventory = getContainer().resolve(Modules.INVENTORY)
        const failure = jest.spyOn(inventory, "createInventoryLevels").mockRejectedValueOnce(new Error("forced failure"))
        const answer = await post("/api/admin/products", product({ name: "Never Made" }), asStaff())
        failure.mockRestore()
        expect(answer.status).toEqual(500)
        expect(await productCount()).toEqual(before)
        expect(await details.listProductDetails({})).toHaveLength(detailsBefore)
        expect((await get("/api/admin/products?search=never made", asStaff())).data.count).toEqual(0)
      })

      it("updates only the fields sent, price and stock included; the shop and Medusa show the change", async () => {
        const id = idOf["office-laser"]
        const before = (await get(`/api/admin/products/${id}`, asStaff())).data
        expect(Object.keys(before.specifications).length).toBeGreaterThan(0)
        expect(before.features.length).toBeGreaterThan(0)
        const updated = await put(`/api/admin/products/${id}`, { price: "210.50", stockQuantity: 3, brand: "HP Inc.", isFeatured: false }, asStaff())
        expect(updated.status).toEqual(200)
        // What was not sent stays: specifications, features, the original price, the flags.
        expect(updated.data).toMatchObject({ specifications: before.specifications, features: before.features, originalPrice: before.originalPrice, isBusinessProduct: before.isBusinessProduct, inStock: before.inStock })
        expect((await put(`/api/admin/products/${id}`, {}, asStaff())).data).toEqual(updated.data)
        expect(updated.data).toMatchObject({ name: "Office Laser 200", brand: "HP Inc.", price: "210.50", stockQuantity: 3, isFeatured: false })
        expect((await get(`/api/products/${id}`)).data).toMatchObject({ price: "210.50", stockQuantity: 3, brand: "HP Inc." })
        expect(await stockAtShop(id)).toEqual(3)
        const renamed = await put(`/api/admin/products/${id}`, product({ name: "Office Laser 250", inStock: false, stockQuantity: 3 }), asStaff())
        expect(renamed.data).toMatchObject({ name: "Office Laser 250", category: "printers", inStock: false, specifications: { "Print Speed": "22 ppm" } })
        expect((await put(`/api/admin/products/${id}`, { price: "free" }, asStaff())).status).toEqual(400)
        expect((await put("/api/admin/products/prod_unknown", { price: 1 }, asStaff())).status).toEqual(404)
      })

      it("keeps what staff saw: a stock saved unchanged while an order holds units leaves what the shop can sell alone", async () => {
        const id = idOf["office-laser"]
        expect((await put(`/api/admin/products/${id}`, { stockQuantity: 5 }, asStaff())).status).toEqual(200)
        const customer = (await post("/api/register", newCustomer())).data
        const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
        const price = Number((await get(`/api/products/${id}`)).data.price)
        const subtotal = price * 2
        const total = subtotal + (subtotal > 99 ? 0 : 9.99) + Math.round(subtotal * 0.08 * 100) / 100
        const order = await post(
          "/api/orders",
          {
            sessionId: `held-${Date.now()}`,
            customerEmail: customer.user.email,
            customerName: "Ada Lovelace",
            customerPhone: "9185550100",
            shippingAddress: address,
            billingAddress: address,
            totalAmount: total.toFixed(2),
            paymentMethod: "cash_on_delivery",
            items: [{ productId: id, quantity: 2 }],
          },
          bearer(customer.token)
        )
        expect(order.status).toEqual(201)
        // Two units are held by the order: staff and shoppers see 3 left.
        const seen = (await get(`/api/admin/products/${id}`, asStaff())).data
        expect(seen.stockQuantity).toEqual(3)
        expect((await put(`/api/admin/products/${id}`, { stockQuantity: seen.stockQuantity }, asStaff())).data.stockQuantity).toEqual(3)
        expect((await get(`/api/products/${id}`)).data.stockQuantity).toEqual(3)
        // Setting 10 means 10 more can be sold.
        expect((await put(`/api/admin/products/${id}`, { stockQuantity: 10 }, asStaff())).data.stockQuantity).toEqual(10)
        expect((await get(`/api/products/${id}`)).data.stockQuantity).toEqual(10)
      })

      it("leaves the product as it was when a step of the update fails", async () => {
        const id = idOf["pocket-scanner"]
        const before = (await get(`/api/admin/products/${id}`, asStaff())).data
        const inventory = getContainer().resolve(Modules.INVENTORY)
        const failure = jest.spyOn(inventory, "updateInventoryLevels").mockRejectedValueOnce(new Error("forced failure"))
        const answer = await put(`/api/admin/products/${id}`, { name: "Renamed", price: "1.00", brand: "Other", stockQuantity: 99 }, asStaff())
        failure.mockRestore()
        expect(answer.status).toEqual(500)
        invalidateCatalogueIndex(getContainer())
        expect((await get(`/api/admin/products/${id}`, asStaff())).data).toEqual(before)
      })

      it("deletes a product; it leaves the shop", async () => {
        const id = idOf["pocket-scanner"]
        expect((await del(`/api/admin/products/${id}`, asStaff())).data).toEqual({ id, deleted: true })
        expect((await get(`/api/products/${id}`)).status).toEqual(404)
        expect((await del(`/api/admin/products/${id}`, asStaff())).status).toEqual(404)
      })

      it("takes one CSV row through POST /api/products, staff only", async () => {
        const created = await post("/api/products", { ...product({ name: "Row Printer" }), image: "row-printer.jpg" }, asStaff())
        expect(created.status).toEqual(201)
        expect(created.data).toMatchObject({ name: "Row Printer", image: "/images/products/row-printer.jpg" })
        expect((await post("/api/products", product())).status).toEqual(401)
      })
    })

    describe("uploads", () => {
      const upload = (files: Array<{ name: string; type: string; bytes: Buffer }>) => {
        const form = new FormData()
        for (const file of files) form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
        return post("/api/admin/uploads", form, asStaff())
      }

      it("stores pictures in the file module and serves them from /static", async () => {
        const answer = await upload([{ name: "pixel.png", type: "image/png", bytes: PNG }])
        expect(answer.status).toEqual(201)
        expect(answer.data).toEqual({ files: [{ name: "pixel.png", url: expect.stringMatching(/^\/static\/\d+-[0-9a-f]{8}-pixel\.png$/), size: PNG.length }], failed: [] })
        const served = await answerOf(api.get(answer.data.files[0].url, { responseType: "arraybuffer" }))
        expect(served.status).toEqual(200)
        expect(Buffer.from(served.data as ArrayBuffer).equals(PNG)).toBe(true)
      })

      it("refuses what is not a picture, over 10 MB, or the same picture twice, and stores the rest", async () => {
        const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])
        const answer = await upload([
          { name: "notes.txt", type: "text/plain", bytes: Buffer.from("hello") },
          { name: "fake.png", type: "image/png", bytes: Buffer.from("<html>not a png</html>") },
          { name: "huge.png", type: "image/png", bytes: big },
          { name: "vector.svg", type: "image/svg+xml", bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") },
          { name: "pixel.png", type: "image/png", bytes: PNG },
          { name: "pixel-again.png", type: "image/png", bytes: PNG },
        ])
        expect(answer.status).toEqual(201)
        expect(answer.data.files.map((file: { name: string }) => file.name)).toEqual(["pixel.png"])
        expect(answer.data.failed.map((file: { name: string }) => file.name)).toEqual(["notes.txt", "fake.png", "huge.png", "vector.svg", "pixel-again.png"])
        const none = await upload([{ name: "notes.txt", type: "text/plain", bytes: Buffer.from("hello") }])
        expect(none.status).toEqual(400)
        expect(none.data.failed).toHaveLength(1)
        expect((await post("/api/admin/uploads", {}, asStaff())).status).toEqual(400)
      })
    })

    describe("CSV import", () => {
      /** The import's record once no longer running (the worker works through it). */
      const finished = async (id: string) => {
        let job: ApiAnswer
        const deadline = Date.now() + 240_000
        do {
          await new Promise((resolve) => setTimeout(resolve, 200))
          job = await get(`/api/admin/products/import/${id}`, asStaff())
        } while (job.data.status === "running" && Date.now() < deadline)
        return job.data
      }
      const importCsv = async (csv: string) => {
        const started = await post("/api/admin/products/import", csv, { ...asStaff(), headers: { ...asStaff().headers, "Content-Type": "text/csv" } })
        expect(started.status).toEqual(202)
        return finished(started.data.id)
      }

      it("reads the spec's CSV rules", async () => {
        const { rows, skipped } = await parseProductCsv(
          [
            "name,description,category,brand,price,original_price,images,specifications,features,stock_quantity,in_stock,is_featured,is_business_product",
            '"Label Printer, Compact","Prints labels, fast",barcode-scanners,Zebra,99.50,,a.png|b.png,Speed: 5 ips\\nDPI: 203,Fast|Small,4,1,true,0',
            "Short Row,only two",
            "Default Row,,,,,,,,,,yes,TRUE,",
          ].join("\n")
        )
        expect(skipped).toEqual(1)
        expect(rows).toEqual([
          {
            row: 2,
            body: expect.objectContaining({
              name: "Label Printer, Compact",
              description: "Prints labels, fast",
              category: "barcode-scanners",
              price: 99.5,
              originalPrice: null,
              image: "/images/products/a.png",
              images: ["/images/products/a.png", "/images/products/b.png"],
              specifications: [
                ["Speed", "5 ips"],
                ["DPI", "203"],
              ],
              features: ["Fast", "Small"],
              stockQuantity: 4,
              inStock: true,
              isFeatured: true,
              isBusinessProduct: false,
            }),
            priced: true,
          },
          {
            row: 4,
            body: expect.objectContaining({ name: "Default Row", category: "printers", price: 0, stockQuantity: 0, inStock: false, isFeatured: false, published: false }),
            priced: false,
          },
        ])
        expect(rows[0]).toMatchObject({ body: { published: true } })
      })

      it("imports the good rows, names the bad ones, and updates a product with the same name and brand", async () => {
        const job = await importCsv(
          [
            "name,brand,category,price,stockQuantity,description,isFeatured",
            'Import Laser,Canon,printers,250.00,5,"Fast, quiet",true',
            "Bad Category,Canon,toasters,10,1,x,false",
            "Bad Price,Canon,printers,ten dollars,1,x,false",
            ",Canon,printers,10,1,no name,false",
            "Office Laser 200,HP,printers,188.00,9,Updated by import,false",
          ].join("\n")
        )
        expect(job).toMatchObject({ status: "done", total: 5, processed: 5, imported: 1, drafts: 0, updated: 1, failed: 3 })
        expect(job.errors).toEqual([
          { row: 3, message: expect.stringMatching(/^category: Category must be one of/) },
          { row: 4, message: "price: Price must be an amount like 249.99" },
          { row: 5, message: "name: Product name is required" },
        ])
        const laser = (await get(`/api/products/${idOf["office-laser"]}`)).data
        expect(laser).toMatchObject({ price: "188.00", stockQuantity: 9, description: "Updated by import", isFeatured: false })
        const found = (await get("/api/admin/products?search=import laser", asStaff())).data.products.filter(
          (p: { name: string }) => p.name === "Import Laser"
        )
        expect(found).toHaveLength(1)
        expect(found[0]).toMatchObject({ description: "Fast, quiet", price: "250.00", isFeatured: true })

        // The same file again adds nothing: every row updates the product it made.
        const again = await importCsv(["name,brand,price", "Import Laser,Canon,260"].join("\n"))
        expect(again).toMatchObject({ status: "done", imported: 0, updated: 1, failed: 0 })
        const after = (await get("/api/admin/products?search=import laser", asStaff())).data.products
        expect(after.filter((p: { name: string }) => p.name === "Import Laser")).toHaveLength(1)
      })

      it("fetches a picture named by a web address once, into the shop's storage, and never from an address that is not public", async () => {
        const asked: string[] = []
        const server = http.createServer((req, res) => {
          asked.push(req.url ?? "")
          if (req.url === "/moved.png") return res.writeHead(302, { Location: "/toner.png" }).end()
          if (req.url === "/page.html") return res.writeHead(200, { "Content-Type": "text/html" }).end("<p>not a picture</p>")
          res.writeHead(200, { "Content-Type": "image/png" }).end(PNG)
        })
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
        const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        try {
          // The shop refuses addresses inside its own network: nothing is asked, the row says why.
          const refused = await importCsv(["name,brand,category,price,image", `Inside Printer,Acme,printers,10,${at}/toner.png`].join("\n"))
          expect(refused).toMatchObject({ status: "done", imported: 0, failed: 1 })
          expect(refused.errors).toEqual([{ row: 2, message: `The picture ${at}/toner.png could not be fetched: 127.0.0.1 is not a public address. Upload it in the product dialog, or correct its address.` }])
          expect(asked).toEqual([])

          // This test's server stands in for a public one.
          const { allowAddress, allowPort } = pictureFetchPolicy
          pictureFetchPolicy.allowAddress = (address) => address === "127.0.0.1" || allowAddress(address)
          pictureFetchPolicy.allowPort = () => true
          try {
            const job = await importCsv(
              [
                "name,brand,category,price,image,images",
                `Web Toner A,Acme,printers,10,${at}/toner.png,${at}/toner.png|${at}/moved.png`,
                `Web Toner B,Acme,printers,12,${at}/toner.png,`,
                `Web Page,Acme,printers,12,${at}/page.html,`,
              ].join("\n")
            )
            expect(job).toMatchObject({ status: "done", imported: 2, failed: 1 })
            expect(job.errors).toEqual([{ row: 4, message: expect.stringContaining("it is not a PNG, JPEG, GIF, WebP or AVIF picture") }])
          } finally {
            Object.assign(pictureFetchPolicy, { allowAddress, allowPort })
          }
          expect(asked.filter((url) => url === "/toner.png")).toHaveLength(2)
          expect(asked.filter((url) => url === "/moved.png")).toHaveLength(1)
          const made = (await get("/api/admin/products?search=web toner", asStaff())).data.products as Array<{ name: string; image: string; images: string[] }>
          const tonerA = made.find((product) => product.name === "Web Toner A")!
          expect(tonerA.image).toMatch(/^\/static\/[^/]*toner\.png$/)
          expect(tonerA.images).toEqual([tonerA.image, expect.stringMatching(/^\/static\/[^/]*toner\.png$/)])
          expect(made.find((product) => product.name === "Web Toner B")!.image).toEqual(tonerA.image)
          const stored = await api.get(tonerA.image, { responseType: "arraybuffer" })
          expect(Buffer.from(stored.data).equals(PNG)).toBe(true)
        } finally {
          server.close()
        }
      })

      it("resumes an import whose process stopped, and finishes it without making a product twice", async () => {
        // A first process made "Resume Alpha" from the file, then stopped: its record is left running.
        expect(await importCsv(["name,brand,price", "Resume Alpha,Brother,120"].join("\n"))).toMatchObject({ status: "done", imported: 1 })
        const jobs = getContainer().resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
        const csv = ["name,brand,price", "Resume Alpha,Brother,125", "Resume Beta,Brother,130", "Resume Gamma,Brother,140"].join("\n")
        const stopped = await jobs.createProductImports({ total: 3, processed: 1, imported: 1, csv, attempts: 1, heartbeat_at: new Date(Date.now() - 5 * 60_000) })
        // The stop cut a product workflow short: "Resume Beta" exists without its details, price or stock.
        await getContainer()
          .resolve(Modules.PRODUCT)
          .createProducts([{ title: "Resume Beta", handle: `resume-beta-half-${Date.now()}`, status: "published", metadata: { import_id: stopped.id } }])
        // One a live process is working through is left alone.
        const live = await jobs.createProductImports({ total: 1, csv: "name,brand,price\nResume Live,Brother,10", attempts: 1, heartbeat_at: new Date() })

        await resumeProductImportsJob(getContainer())
        const job = await finished(stopped.id)
        expect(job).toMatchObject({ status: "done", total: 3, processed: 3, imported: 2, updated: 1, failed: 0 })
        const listed = (await get("/api/admin/products?search=resume", asStaff())).data.products as Array<{ name: string; price: string }>
        expect(listed.map((product) => product.name).sort()).toEqual(["Resume Alpha", "Resume Beta", "Resume Gamma"])
        const betas = await getContainer().resolve(Modules.PRODUCT).listProducts({ title: "Resume Beta" }, { select: ["id"] })
        expect(betas).toHaveLength(1)
        expect(listed.find((product) => product.name === "Resume Beta")).toMatchObject({ brand: "Brother", price: "130.00" })
        expect(listed.find((product) => product.name === "Resume Alpha")).toMatchObject({ price: "125.00" })
        expect((await get(`/api/admin/products/import/${live.id}`, asStaff())).data).toMatchObject({ status: "running", processed: 0 })
        await jobs.updateProductImports({ id: live.id, status: "failed", csv: null })
        // The file is not kept once the import ends.
        const [done] = await jobs.listProductImports({ id: stopped.id }, { select: ["id", "csv"] })
        expect(done.csv).toBeNull()
      })

      it("gives up an import that keeps stopping, keeping what it did", async () => {
        const jobs = getContainer().resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
        const stuck = await jobs.createProductImports({
          total: 2,
          processed: 1,
          imported: 1,
          csv: "name,brand,price\nStuck One,Brother,10\nStuck Two,Brother,10",
          attempts: 3,
          heartbeat_at: new Date(Date.now() - 5 * 60_000),
        })
        await resumeProductImportsJob(getContainer())
        const job = await finished(stuck.id)
        expect(job).toMatchObject({ status: "failed", processed: 1, imported: 1 })
        expect(job.message).toMatch(/^The import stopped several times/)
      })

      it("saves a row without a price as a draft: listed for staff, never shown or sold, until staff price and publish it", async () => {
        const job = await importCsv(["name,brand,category,stockQuantity", "Unpriced Scanner,Epson,scanners,12"].join("\n"))
        // The counts say the product added is a draft, so staff know to price and publish it.
        expect(job).toMatchObject({ status: "done", imported: 1, drafts: 1, failed: 0 })
        const [draft] = (await get("/api/admin/products?search=unpriced", asStaff())).data.products
        expect(draft).toMatchObject({ name: "Unpriced Scanner", price: "0.00", published: false, stockQuantity: 12 })
        expect((await get(`/api/admin/products/${draft.id}`, asStaff())).data).toMatchObject({ published: false })
        expect((await get("/api/admin/stats", asStaff())).data.totalProducts).toEqual(3)
        // The shop knows nothing of it.
        expect((await get(`/api/products/${draft.id}`)).status).toEqual(404)
        expect((await get("/api/products?search=unpriced")).data).toEqual([])
        expect((await get("/api/search-suggestions?q=unpriced")).data).toEqual([])
        const customer = (await post("/api/register", newCustomer())).data
        const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }
        const order = await post(
          "/api/orders",
          {
            sessionId: `draft-${Date.now()}`,
            customerEmail: customer.user.email,
            customerName: "Ada Lovelace",
            customerPhone: "9185550100",
            shippingAddress: address,
            billingAddress: address,
            totalAmount: "9.99",
            paymentMethod: "cash_on_delivery",
            items: [{ productId: draft.id, quantity: 1 }],
          },
          bearer(customer.token)
        )
        expect([order.status, order.data.code]).toEqual([400, "unknown_product"])

        // The same row again updates the draft, which stays one; a price alone does not publish it.
        expect(await importCsv(["name,brand,price", "Unpriced Scanner,Epson,"].join("\n"))).toMatchObject({ imported: 0, updated: 1 })
        expect(await importCsv(["name,brand,price", "Unpriced Scanner,Epson,149.00"].join("\n"))).toMatchObject({ imported: 0, updated: 1 })
        expect((await get(`/api/admin/products/${draft.id}`, asStaff())).data).toMatchObject({ price: "149.00", published: false })
        expect((await get(`/api/products/${draft.id}`)).status).toEqual(404)

        // Staff publish it: the shop shows it; unpublished again, it leaves the shop.
        expect((await put(`/api/admin/products/${draft.id}`, { published: true }, asStaff())).status).toEqual(200)
        expect((await get(`/api/products/${draft.id}`)).data).toMatchObject({ name: "Unpriced Scanner", price: "149.00" })
        expect((await get("/api/products?search=unpriced")).data).toHaveLength(1)
        // A row without a price never takes a published product's price away.
        expect(await importCsv(["name,brand,price", "Unpriced Scanner,Epson,"].join("\n"))).toMatchObject({ updated: 1 })
        expect((await get(`/api/products/${draft.id}`)).data).toMatchObject({ price: "149.00" })
        expect((await put(`/api/admin/products/${draft.id}`, { published: false }, asStaff())).status).toEqual(200)
        expect((await get(`/api/products/${draft.id}`)).status).toEqual(404)
      })

      it("refuses a file without data rows", async () => {
        for (const csv of ["", "name,price", "   \n"]) {
          const answer = await post("/api/admin/products/import", csv, { ...asStaff(), headers: { ...asStaff().headers, "Content-Type": "text/csv" } })
          expect(answer.status).toEqual(400)
          expect(answer.data.message).toEqual("The CSV file doesn't contain any valid product data.")
        }
        expect((await get("/api/admin/products/import/pimp_unknown", asStaff())).status).toEqual(404)
      })

      it("imports 1,000 rows", async () => {
        const lines = ["name,brand,category,price,stock_quantity,features"]
        for (let n = 1; n <= 1000; n++) lines.push(`Bulk Product ${n},Bulkco,scanners,${(10 + (n % 90)).toFixed(2)},${n % 7},Fast|Small`)
        const started = Date.now()
        const job = await importCsv(lines.join("\n"))
        console.info(`1,000-row import in the test run: ${((Date.now() - started) / 1000).toFixed(1)} s`)
        expect(job).toMatchObject({ status: "done", total: 1000, processed: 1000, imported: 1000, failed: 0 })
        expect((await get("/api/products?category=scanners&limit=1")).data.count).toEqual(1000)
      })
    })
  },
})
