// SKUs and the quick order's lookup (docs/api.md): every product answers its SKU (Medusa's variant
// SKU); staff set it through the product API and the CSV import, unique whatever the case; the
// quick order finds products by SKU and names the SKUs the shop does not sell.
import { MAX_QUICK_ORDER_LINES } from "@printshop/contract"
import { shopIntegrationTestRunner } from "../runner"
import { invalidateCatalogueIndex } from "../../src/modules/catalogue/catalogue-index"
import { type ApiAnswer, answering, bearer, fixtureProduct, fromFreshClientAddress, seedShop } from "../fixtures"

jest.setTimeout(300 * 1000)

const STAFF = { email: "staff.skus@example.com", password: "staff-password-123" }
const FIXTURE = [
  fixtureProduct({ handle: "toner-black", name: "Toner Black 26A", price: 89, stock: 40 }),
  fixtureProduct({ handle: "toner-cyan", name: "Toner Cyan 26A", price: 99, stock: 0 }),
]

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
      staff = (await post("/api/admin/login", STAFF)).data.token
    })

    const { post, put, get } = answering(api)
    const asStaff = () => bearer(staff)
    const lookup = (skus: unknown) => post("/api/products/lookup", { skus })
    const newProduct = (body: object) => post("/api/admin/products", { category: "printers", price: "19.99", stockQuantity: 5, ...body }, asStaff())

    it("answers each product's SKU and finds products by SKU, whatever the case, naming the unknown ones", async () => {
      expect((await get(`/api/products/${idOf["toner-black"]}`)).data.sku).toEqual("TONER-BLACK")
      const found = await lookup(["toner-black", "TONER-CYAN", "NOPE-1", " Toner-Black ", "nope-2"])
      expect(found.status).toEqual(200)
      expect(found.data.products.map((product: { id: string; sku: string; stockQuantity: number }) => [product.id, product.sku, product.stockQuantity])).toEqual([
        [idOf["toner-black"], "TONER-BLACK", 40],
        [idOf["toner-cyan"], "TONER-CYAN", 0],
      ])
      expect(found.data.unknown).toEqual(["NOPE-1", "nope-2"])
    })

    it("refuses a lookup without SKUs, with too many or with a bad body", async () => {
      const empty = await lookup([])
      expect(empty.status).toEqual(400)
      expect(empty.data.errors).toEqual([{ path: "skus", message: "Enter at least one SKU" }])
      const tooMany = await lookup(Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, (_, index) => `SKU-${index}`))
      expect(tooMany.data.errors).toEqual([{ path: "skus", message: `At most ${MAX_QUICK_ORDER_LINES} SKUs at once` }])
      expect((await lookup("TONER-BLACK")).status).toEqual(400)
      expect((await post("/api/products/lookup", { skus: ["A"], extra: 1 })).status).toEqual(400)
    })

    it("lets staff set a SKU, unique whatever the case, and a draft is never found by one", async () => {
      const created = await newProduct({ name: "Drum Unit 32A", sku: " drum-32a " })
      expect(created.status).toEqual(201)
      expect(created.data.sku).toEqual("DRUM-32A")
      expect((await lookup(["DRUM-32A"])).data.products.map((product: { id: string }) => product.id)).toEqual([created.data.id])

      const twice = await newProduct({ name: "Another Drum", sku: "Drum-32A" })
      expect(twice.status).toEqual(409)
      expect(twice.data.errors).toEqual([{ path: "sku", message: "SKU DRUM-32A is already used by another product" }])
      const bad = await newProduct({ name: "Bad SKU", sku: "two words" })
      expect(bad.status).toEqual(400)
      expect(bad.data.errors[0].path).toEqual("sku")

      // Without one, a new product's SKU comes from its name.
      const derived = await newProduct({ name: "Fuser Kit 110V" })
      expect(derived.data.sku).toMatch(/^FUSER-KIT-110V-[0-9A-F]{6}$/)

      // A change of SKU: the old one is no longer found, the new one is; another product's is refused.
      const changed = await put(`/api/admin/products/${created.data.id}`, { sku: "DRUM-32A-V2" }, asStaff())
      expect(changed.status).toEqual(200)
      expect(changed.data.sku).toEqual("DRUM-32A-V2")
      expect((await lookup(["DRUM-32A", "DRUM-32A-V2"])).data).toMatchObject({ unknown: ["DRUM-32A"], products: [{ id: created.data.id }] })
      const taken = await put(`/api/admin/products/${created.data.id}`, { sku: "toner-black" }, asStaff())
      expect(taken.status).toEqual(409)
      expect(taken.data.errors).toEqual([{ path: "sku", message: "SKU TONER-BLACK is already used by another product" }])
      // Its own SKU again is no conflict.
      expect((await put(`/api/admin/products/${created.data.id}`, { sku: "drum-32a-v2", price: "21.00" }, asStaff())).status).toEqual(200)

      const draft = await newProduct({ name: "Draft Toner", sku: "DRAFT-1", published: false })
      expect(draft.status).toEqual(201)
      expect((await lookup(["DRAFT-1"])).data).toEqual({ products: [], unknown: ["DRAFT-1"] })
    })

    it("imports SKUs from the CSV's sku column, refusing a row whose SKU another product has", async () => {
      const started = await post(
        "/api/admin/products/import",
        ["name,sku,category,brand,price,stock_quantity", "Ribbon 110,rib-110,printers,Zebra,12.50,30", "Ribbon 220,TONER-BLACK,printers,Zebra,14.00,30"].join("\n"),
        { ...asStaff(), headers: { ...asStaff().headers, "Content-Type": "text/csv" } }
      )
      expect(started.status).toEqual(202)
      let job: ApiAnswer
      const deadline = Date.now() + 240_000
      do {
        await new Promise((resolve) => setTimeout(resolve, 200))
        job = await get(`/api/admin/products/import/${started.data.id}`, asStaff())
      } while (job.data.status === "running" && Date.now() < deadline)
      expect(job.data).toMatchObject({ status: "done", imported: 1, failed: 1, errors: [{ row: 3, message: "sku: SKU TONER-BLACK is already used by another product" }] })
      invalidateCatalogueIndex(getContainer())
      expect((await lookup(["RIB-110"])).data.products.map((product: { name: string }) => product.name)).toEqual(["Ribbon 110"])
    })
  },
})
