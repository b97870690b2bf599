// Choosing a product (docs/api.md, "Supplies and accessories" and "Back in stock"): staff link
// supplies to what they fit (the product API, Medusa's dashboard route, the CSV import); the shop
// answers them both ways and for a cart. Addresses ask to hear when a product is back; each restock
// path (staff's product API, Medusa's own inventory workflow, a CSV import, a cancelled order)
// e-mails each waiting address once (read from a real SMTP server in this process), with a
// one-click unsubscribe.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateInventoryLevelsWorkflow } from "@medusajs/medusa/core-flows"
import { STOCK_ALERT_MESSAGES } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { TestMailbox } from "../mailbox"
import { type ApiAnswer, answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop, signUp as signUpWith } from "../fixtures"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { shopSetup } from "../../src/lib/products/shop-setup"
import { stockAlertsService } from "../../src/lib/stock-alerts/stock-alerts"
import { notifyRestocked } from "../../src/workflows/stock-alerts/notify-restocked"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.choosing@example.com", password: "staff-password-123" }
const FIXTURE = [
  fixtureProduct({ handle: "laser-m404", name: "Laser M404", price: 299, stock: 20 }),
  fixtureProduct({ handle: "laser-m455", name: "Laser M455", price: 349, stock: 20 }),
  fixtureProduct({ handle: "toner-58a", name: "Toner 58A", price: 89, stock: 50, category: "printers" }),
  fixtureProduct({ handle: "paper-ream", name: "Office Paper Ream", price: 9, stock: 0 }),
  fixtureProduct({ handle: "drum-unit", name: "Drum Unit 32A", price: 129, stock: 0 }),
  fixtureProduct({ handle: "label-roll", name: "Label Roll 4x6", price: 19, stock: 0 }),
  fixtureProduct({ handle: "ribbon-110", name: "Ribbon 110", price: 12, stock: 1 }),
  fixtureProduct({ handle: "stand-s1", name: "Scanner Stand S1", price: 39, stock: 0 }),
]
const address = { firstName: "Ada", lastName: "Lovelace", address: "2250 E 73rd St", city: "Tulsa", state: "OK", zipCode: "74136", country: "US" }

const mailbox = new TestMailbox()
beforeAll(async () => {
  await mailbox.start()
  process.env.SMTP_URL = mailbox.url
})
afterAll(() => mailbox.stop())

/** The link of an e-mail's HTML part whose text matches. */
const linkIn = (html: string, text: RegExp) => {
  const match = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].find(([, , inner]) => text.test(inner.replace(/<[^>]+>/g, "")))
  return match ? match[1].replace(/&amp;/g, "&") : null
}

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
    const ids = (products: Array<{ id: string }>) => products.map((product) => product.id)
    const alertFor = (handle: string, email: string) => post(`/api/products/${idOf[handle]}/stock-alerts`, { email })
    const setStock = (handle: string, stockQuantity: number) => put(`/api/admin/products/${idOf[handle]}`, { stockQuantity }, asStaff())
    const waitingFor = (handle: string) => stockAlertsService(getContainer()).listStockAlerts({ product_id: idOf[handle], notified_at: null })

    /** The import's record once it is no longer running. */
    async function importCsv(csv: string) {
      const started = await post("/api/admin/products/import", csv, { ...asStaff(), headers: { ...asStaff().headers, "Content-Type": "text/csv" } })
      expect(started.status).toEqual(202)
      let job: ApiAnswer
      const deadline = Date.now() + 240_000
      do {
        await new Promise((resolve) => setTimeout(resolve, 200))
        job = await get(`/api/admin/products/import/${started.data.id}`, asStaff())
      } while (job.data.status === "running" && Date.now() < deadline)
      invalidateCatalogueIndex(getContainer())
      return job.data
    }

    /** No further e-mail arrives for a while (a second one would have been sent by now). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

    describe("supplies and accessories", () => {
      it("lets staff link a supply to the printers it fits, answered both ways and for a cart", async () => {
        const linked = await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: ["laser-m404", "Laser M455", "LASER-M404"] }, asStaff())
        expect(linked.status).toEqual(200)
        expect(linked.data.fits.sort()).toEqual(["LASER-M404", "LASER-M455"])
        expect((await get(`/api/admin/products/${idOf["toner-58a"]}`, asStaff())).data.fits.sort()).toEqual(["LASER-M404", "LASER-M455"])

        const printer = await get(`/api/products/${idOf["laser-m404"]}/fits`)
        expect(printer.status).toEqual(200)
        expect(ids(printer.data.supplies)).toEqual([idOf["toner-58a"]])
        expect(printer.data.supplies[0]).toMatchObject({ name: "Toner 58A", price: "89.00", inStock: true })
        expect(printer.data.fits).toEqual([])
        const toner = await get(`/api/products/${idOf["toner-58a"]}/fits`)
        expect(ids(toner.data.fits).sort()).toEqual([idOf["laser-m404"], idOf["laser-m455"]].sort())

        // A cart with both printers (and the toner itself) is offered the toner once, not what is in it.
        expect(ids((await get(`/api/product-supplies?for=${idOf["laser-m404"]},${idOf["laser-m455"]}`)).data)).toEqual([idOf["toner-58a"]])
        expect((await get(`/api/product-supplies?for=${idOf["laser-m404"]},${idOf["toner-58a"]}`)).data).toEqual([])

        // Medusa's dashboard widget reads and writes the same links.
        const widget = await get(`/admin/product-fits/${idOf["laser-m404"]}`, asStaff())
        expect(widget.status).toEqual(200)
        expect(widget.data.supplies).toEqual([{ id: idOf["toner-58a"], title: "Toner 58A", sku: "TONER-58A", status: "published" }])
        const changed = await put(`/admin/product-fits/${idOf["toner-58a"]}`, { fits: ["laser-m455"] }, asStaff())
        expect(changed.status).toEqual(200)
        expect(changed.data.fits.map((product: { sku: string }) => product.sku)).toEqual(["LASER-M455"])
        expect((await get(`/api/products/${idOf["laser-m404"]}/fits`)).data.supplies).toEqual([])

        // An empty list removes the links; a draft supply is never shown.
        expect((await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: [] }, asStaff())).data.fits).toEqual([])
        const draft = await post(
          "/api/admin/products",
          { name: "Draft Toner", category: "printers", price: "10.00", stockQuantity: 5, published: false, fits: ["laser-m455"] },
          asStaff()
        )
        expect(draft.status).toEqual(201)
        expect(draft.data.fits).toEqual(["LASER-M455"])
        expect((await get(`/api/products/${idOf["laser-m455"]}/fits`)).data.supplies).toEqual([])
      })

      it("refuses fits that name no product, more than one, or the product itself, changing nothing", async () => {
        await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: ["laser-m404"] }, asStaff())
        const unknown = await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: ["laser-m455", "Laser X999"], price: "1.00" }, asStaff())
        expect(unknown.status).toEqual(400)
        expect(unknown.data.errors).toEqual([{ path: "fits", message: "No product has the SKU or name 'Laser X999'" }])
        const itself = await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: ["toner-58a"] }, asStaff())
        expect(itself.data.errors).toEqual([{ path: "fits", message: "A product cannot fit itself" }])
        expect((await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: "laser-m404" }, asStaff())).status).toEqual(400)
        expect((await put(`/admin/product-fits/${idOf["toner-58a"]}`, { fits: ["nope"] }, asStaff())).status).toEqual(400)
        expect((await get("/admin/product-fits/prod_missing", asStaff())).status).toEqual(404)
        expect((await get("/api/products/prod_missing/fits")).status).toEqual(404)
        expect((await get("/api/product-supplies")).status).toEqual(400)
        expect((await get(`/api/product-supplies?for=${Array.from({ length: 51 }, (_, index) => `p${index}`).join(",")}`)).status).toEqual(400)
        // Nothing changed: not the price, not the links.
        const toner = (await get(`/api/admin/products/${idOf["toner-58a"]}`, asStaff())).data
        expect(toner).toMatchObject({ price: "89.00", fits: ["LASER-M404"] })
        // Two products of one name: the name is ambiguous, the SKU is not.
        await post("/api/admin/products", { name: "Laser M404", brand: "Other", category: "printers", price: "5.00", sku: "OTHER-M404" }, asStaff())
        const ambiguous = await put(`/api/admin/products/${idOf["toner-58a"]}`, { fits: ["Laser M404"] }, asStaff())
        expect(ambiguous.data.errors).toEqual([{ path: "fits", message: "More than one product is named 'Laser M404': use its SKU" }])
      })

      it("imports the fits column: SKUs or names of the shop's products and of the file's own rows", async () => {
        const job = await importCsv(
          [
            "name,sku,category,brand,price,stock_quantity,fits",
            "Toner 59X,TONER-59X,printers,HP,129,10,LASER-M455|Laser Pro 600",
            "Laser Pro 600,LASER-PRO-600,printers,HP,599,3,",
            "Toner 60Z,TONER-60Z,printers,HP,99,10,Laser Nowhere",
          ].join("\n")
        )
        expect(job).toMatchObject({ status: "done", imported: 2, failed: 1, errors: [{ row: 4, message: "fits: No product has the SKU or name 'Laser Nowhere'" }] })
        const toner = (await get("/api/admin/products?search=TONER-59X", asStaff())).data.products[0]
        expect(toner.fits.sort()).toEqual(["LASER-M455", "LASER-PRO-600"])
        const pro = (await get("/api/admin/products?search=LASER-PRO-600", asStaff())).data.products[0]
        expect((await get(`/api/products/${pro.id}/fits`)).data.supplies.map((product: { name: string }) => product.name)).toEqual(["Toner 59X"])
      })
    })

    describe("back in stock", () => {
      it("takes an address once per product, answering alike, and refuses what it cannot take", async () => {
        const first = await alertFor("paper-ream", "Ada@Example.com")
        expect(first.status).toEqual(201)
        expect(first.data).toEqual({ message: STOCK_ALERT_MESSAGES.subscribed })
        expect((await alertFor("paper-ream", " ada@example.com ")).data).toEqual(first.data)
        expect((await waitingFor("paper-ream")).map((alert) => alert.email)).toEqual(["ada@example.com"])
        expect((await alertFor("paper-ream", "grace@example.com")).status).toEqual(201)
        // Staff see how many wait, in the product list and on the dashboard's low-stock list.
        const listed = (await get("/api/admin/products?search=PAPER-REAM", asStaff())).data.products[0]
        expect(listed.stockAlerts).toEqual(2)
        const low = (await get("/api/admin/sales", asStaff())).data.lowStock
        expect(low.find((product: { id: string }) => product.id === idOf["paper-ream"]).stockAlerts).toEqual(2)

        const bad = await alertFor("paper-ream", "not-an-address")
        expect(bad.status).toEqual(400)
        expect(bad.data.errors).toEqual([{ path: "email", message: "Please enter a valid email address" }])
        expect((await post(`/api/products/${idOf["paper-ream"]}/stock-alerts`, { email: "a@example.com", extra: 1 })).status).toEqual(400)
        expect((await alertFor("laser-m404", "ada@example.com")).data).toEqual({ message: STOCK_ALERT_MESSAGES.inStock })
        expect((await alertFor("laser-m404", "ada@example.com")).status).toEqual(409)
        expect((await post("/api/products/prod_missing/stock-alerts", { email: "ada@example.com" })).status).toEqual(404)
        // A signed-in customer's alert is theirs.
        const customer = await signUpWith(post)
        expect((await post(`/api/products/${idOf["paper-ream"]}/stock-alerts`, { email: customer.user.email }, bearer(customer.token))).status).toEqual(201)
        expect((await waitingFor("paper-ream")).find((alert) => alert.email === customer.user.email)?.customer_id).toBeTruthy()
      })

      it("e-mails each waiting address once when staff raise the stock, with a one-click unsubscribe", async () => {
        await alertFor("drum-unit", "lin@example.com")
        await alertFor("label-roll", "lin@example.com")
        await alertFor("drum-unit", "sam@example.com")
        expect((await setStock("drum-unit", 4)).status).toEqual(200)

        const mail = await mailbox.waitFor("lin@example.com", /Drum Unit 32A is back in stock/)
        await mailbox.waitFor("sam@example.com", /Drum Unit 32A is back in stock/)
        expect(linkIn(mail.html, /View the product/)).toMatch(new RegExp(`/products/${idOf["drum-unit"]}$`))
        expect(mail.text).toContain("$129.00")
        const unsubscribePage = linkIn(mail.html, /Unsubscribe/)!
        expect(unsubscribePage).toMatch(/\/stock-alerts\/unsubscribe\?token=salert_/)
        // mailparser gathers the List-* headers (List-Unsubscribe and List-Unsubscribe-Post) under "list".
        const list = mail.headers.get("list") as { unsubscribe?: { url?: string } }
        expect(list.unsubscribe?.url).toMatch(/\/api\/stock-alerts\/unsubscribe\?token=salert_/)
        expect(JSON.stringify(list)).toContain("One-Click")

        // Down and up again: nobody is waiting any more, so no second e-mail.
        await setStock("drum-unit", 0)
        await setStock("drum-unit", 2)
        await settle()
        expect(mailbox.to("lin@example.com", /Drum Unit/)).toHaveLength(1)
        expect(mailbox.to("sam@example.com", /Drum Unit/)).toHaveLength(1)
        expect(await waitingFor("drum-unit")).toEqual([])

        // The link's page posts the token: the address's other waiting alert (the label roll) goes.
        const token = new URL(unsubscribePage).searchParams.get("token")!
        const done = await post("/api/stock-alerts/unsubscribe", { token })
        expect(done.status).toEqual(200)
        expect(done.data).toEqual({ email: "lin@example.com", removed: 1, message: STOCK_ALERT_MESSAGES.unsubscribed })
        expect((await post("/api/stock-alerts/unsubscribe", { token })).data.removed).toEqual(0)
        expect(await waitingFor("label-roll")).toEqual([])
        await setStock("label-roll", 5)
        await settle()
        expect(mailbox.to("lin@example.com", /Label Roll/)).toEqual([])

        // A mail program's one-click POST: the token in the query, a form body.
        const oneClick = await post(`/api/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`, "List-Unsubscribe=One-Click", {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        })
        expect(oneClick.status).toEqual(200)
        // Forged, malformed and missing tokens.
        expect((await post("/api/stock-alerts/unsubscribe", { token: `${token.split(".")[0]}.forged` })).status).toEqual(404)
        expect((await post("/api/stock-alerts/unsubscribe", { token: "" })).status).toEqual(400)
        expect((await post("/api/stock-alerts/unsubscribe", {})).data).toEqual({ message: STOCK_ALERT_MESSAGES.badLink })
      })

      it("e-mails when the stock comes back through Medusa's inventory, a CSV import or a cancelled order", async () => {
        const container = getContainer()
        // Medusa's own inventory workflow, as its dashboard's stock page runs it.
        await alertFor("stand-s1", "kim@example.com")
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "product",
          fields: ["variants.inventory_items.inventory_item_id"],
          filters: { id: idOf["stand-s1"] },
        })
        const inventoryItemId = (data[0] as { variants: Array<{ inventory_items: Array<{ inventory_item_id: string }> }> }).variants[0].inventory_items[0].inventory_item_id
        const { stockLocationId } = await shopSetup(container)
        await updateInventoryLevelsWorkflow(container).run({ input: { updates: [{ inventory_item_id: inventoryItemId, location_id: stockLocationId, stocked_quantity: 7 }] } })
        await mailbox.waitFor("kim@example.com", /Scanner Stand S1 is back in stock/)

        // A CSV import's row that updates the stock.
        await alertFor("label-roll", "kim@example.com")
        const job = await importCsv(["name,category,brand,price,stock_quantity", "Label Roll 4x6,printers,Brother,19,12"].join("\n"))
        expect(job).toMatchObject({ status: "done", updated: 1 })
        await mailbox.waitFor("kim@example.com", /Label Roll 4x6 is back in stock/)

        // The last ribbon is ordered; an address waits; the order is cancelled and the unit comes back.
        const customer = await signUpWith(post)
        const sessionId = `choosing-${Date.now()}`
        const items = [{ productId: idOf["ribbon-110"], quantity: 1 }]
        const prepared = await post("/api/checkout", { sessionId, items, shippingAddress: address, paymentMethod: "cash_on_delivery" }, bearer(customer.token))
        const order = await post(
          "/api/orders",
          {
            sessionId,
            customerEmail: customer.user.email,
            customerName: "Ada Lovelace",
            customerPhone: "9185550100",
            shippingAddress: address,
            billingAddress: address,
            totalAmount: prepared.data.totalAmount,
            paymentMethod: "cash_on_delivery",
            items,
          },
          bearer(customer.token)
        )
        expect(order.status).toEqual(201)
        invalidateCatalogueIndex(container)
        expect((await get(`/api/products/${idOf["ribbon-110"]}`)).data.inStock).toEqual(false)
        await alertFor("ribbon-110", "kim@example.com")
        expect((await post(`/api/user/orders/${order.data.id}/cancel`, {}, bearer(customer.token))).status).toEqual(200)
        await mailbox.waitFor("kim@example.com", /Ribbon 110 is back in stock/)
        await settle()
        expect(mailbox.to("kim@example.com")).toHaveLength(3)
      })

      it("sends each alert once when several processes see the same restock", async () => {
        await setStock("paper-ream", 0)
        const before = (await waitingFor("paper-ream")).length
        await alertFor("paper-ream", "once@example.com")
        // The stock is raised without an event (as if it were lost); two sweeps run at once.
        const container = getContainer()
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "product",
          fields: ["variants.inventory_items.inventory_item_id"],
          filters: { id: idOf["paper-ream"] },
        })
        const inventoryItemId = (data[0] as { variants: Array<{ inventory_items: Array<{ inventory_item_id: string }> }> }).variants[0].inventory_items[0].inventory_item_id
        const { stockLocationId } = await shopSetup(container)
        await container.resolve("inventory").updateInventoryLevels([{ inventory_item_id: inventoryItemId, location_id: stockLocationId, stocked_quantity: 3 }])
        const sent = await Promise.all([notifyRestocked(container, "all"), notifyRestocked(container, "all")])
        expect(sent[0] + sent[1]).toBeLessThanOrEqual(before + 1)
        await mailbox.waitFor("once@example.com", /Office Paper Ream is back in stock/)
        await settle()
        expect(mailbox.to("once@example.com")).toHaveLength(1)
      })
    })
  },
})
