import { describe, expect, it } from "vitest"
import { CATEGORY_HANDLES, PRICE_RANGES, inPriceRange } from "@printshop/contract"
import { CatalogueIndex, smallest } from "./catalogue"
import { RawJson, rawJsonArray, toJsonBody } from "./json-body"
import type { ProductRecord } from "./product-view"

let counter = 0
function record(overrides: Partial<ProductRecord> & { title: string; price: number }): ProductRecord {
  counter += 1
  return {
    id: `prod_${counter}`,
    description: "A dependable office printer.",
    thumbnail: null,
    created_at: new Date(Date.UTC(2026, 0, counter)),
    published: true,
    images: [],
    categories: ["printers"],
    tags: [],
    available: 10,
    details: {
      brand: "Brother",
      specifications: { entries: [["Speed", "40 ppm"]] },
      features: { items: ["Duplex"] },
      is_featured: false,
      is_business: false,
      marked_out_of_stock: false,
      original_price: null,
    },
    ...overrides,
  }
}

const withDetails = (base: ProductRecord["details"], extra: Partial<NonNullable<ProductRecord["details"]>>) => ({ ...base!, ...extra })

const budget = record({ title: "Budget Inkjet 100", price: 99.99 })
const office = record({
  title: "Office Laser 200",
  price: 100,
  details: withDetails(budget.details, { brand: "HP", is_featured: true }),
})
const duplex = record({ title: "Duplex Laser 300", price: 299.99, available: 0, details: withDetails(budget.details, { brand: "HP" }) })
const colour = record({ title: "Color Laser Pro", price: 300, details: withDetails(budget.details, { brand: "Canon", original_price: 349.99 }) })
const workgroup = record({ title: "Workgroup MFP", price: 500, details: withDetails(budget.details, { brand: "Xerox", is_business: true }) })
const cafe = record({
  title: "Café Receipt Printer",
  price: 249,
  categories: ["pos-systems"],
  description: "Thermal receipts for busy counters.",
  details: withDetails(budget.details, { brand: "Star Micronics", is_business: true }),
})

const index = CatalogueIndex.fromRecords([budget, office, duplex, colour, workgroup, cafe], [
  { product_id: office.id, count: 2, average: 4.5 },
  { product_id: budget.id, count: 1, average: 3 },
])
const names = (query: Parameters<CatalogueIndex["find"]>[0]) => index.find(query).products.map((product) => product.name)

describe("the catalogue index", () => {
  it("maps products to the spec's fields with ratings from the reviews", () => {
    expect(index.get(office.id)).toMatchObject({ price: "100.00", rating: "4.5", reviewCount: 2, isFeatured: true, inStock: true })
    expect(index.get(duplex.id)).toMatchObject({ inStock: false, stockQuantity: 0, rating: "0.0", reviewCount: 0 })
    expect(index.get(colour.id)).toMatchObject({ originalPrice: "349.99", specifications: { Speed: "40 ppm" } })
  })

  it("answers the quantity prices below the price of one, fewest units first, and sorts and filters by the price of one", () => {
    const tiered = CatalogueIndex.fromRecords(
      [
        record({
          id: "tiered",
          title: "Label Printer",
          price: 145.5,
          tiers: [
            { min_quantity: 10, amount: 99 },
            { min_quantity: 5, amount: "120.00" },
            { min_quantity: 20, amount: 145.5 },
            { min_quantity: 1, amount: 40 },
          ],
        }),
        record({ id: "plain", title: "Receipt Printer", price: 144 }),
      ],
      []
    )
    expect(tiered.get("tiered")!.quantityPrices).toEqual([
      { minQuantity: 5, price: "120.00" },
      { minQuantity: 10, price: "99.00" },
    ])
    expect(tiered.get("plain")).not.toHaveProperty("quantityPrices")
    expect(tiered.find({ sort: "price-low" }).products.map((product) => product.id)).toEqual(["plain", "tiered"])
    expect(tiered.find({ priceRange: "under-100" }).count).toBe(0)
    expect(tiered.find({ priceRange: "100-300" }).count).toBe(2)
  })

  it("filters by category, flags, brands, stock and the price bands", () => {
    expect(names({ category: "pos-systems" })).toEqual(["Café Receipt Printer"])
    expect(names({ business: true }).sort()).toEqual(["Café Receipt Printer", "Workgroup MFP"])
    expect(names({ brands: ["hp"], sort: "name" })).toEqual(["Duplex Laser 300", "Office Laser 200"])
    expect(names({ inStock: true })).not.toContain("Duplex Laser 300")
    expect(names({ priceRange: "under-100" })).toEqual(["Budget Inkjet 100"])
    expect(names({ priceRange: "100-300", sort: "price-low" })).toEqual(["Office Laser 200", "Café Receipt Printer", "Duplex Laser 300"])
    expect(names({ priceRange: "300-500", sort: "price-low" })).toEqual(["Color Laser Pro", "Workgroup MFP"])
  })

  it("answers one page of the matching products with the count of them all", () => {
    const all = index.find({ sort: "price-low" })
    const page = index.find({ sort: "price-low" }, { offset: 2, limit: 3 })
    expect(page.products).toEqual(all.products.slice(2, 5))
    expect([page.count, all.count]).toEqual([all.products.length, all.products.length])
    expect(page.facets).toEqual(all.facets)
  })

  it("sorts featured first, then by price, name or rating", () => {
    expect(names({})[0]).toEqual("Office Laser 200")
    expect(names({ sort: "price-high" })[0]).toEqual("Workgroup MFP")
    expect(names({ sort: "rating" }).slice(0, 2)).toEqual(["Office Laser 200", "Budget Inkjet 100"])
  })

  it("searches word starts in name, brand, description and category, ignoring case and accents, names first", () => {
    expect(names({ search: "LAS" }).slice(0, 3).sort()).toEqual(["Color Laser Pro", "Duplex Laser 300", "Office Laser 200"])
    expect(names({ search: "cafe" })).toEqual(["Café Receipt Printer"])
    expect(names({ search: "pos systems" })).toEqual(["Café Receipt Printer"])
    expect(names({ search: "laser hp" }).sort()).toEqual(["Duplex Laser 300", "Office Laser 200"])
  })

  it("suggests product names first, then brands and categories, at most the limit", () => {
    expect(index.suggest("xer")).toEqual(["Xerox"])
    expect(index.suggest("las").slice(0, 3).sort()).toEqual(["Color Laser Pro", "Duplex Laser 300", "Office Laser 200"])
    expect(index.suggest("print", 2)).toHaveLength(2)
    expect(index.suggest("POS")).toContain("POS Systems")
  })

  it("lists the brands on offer under every filter but the brands", () => {
    expect(index.find({ brands: ["canon"] }).brands).toEqual(["Brother", "Canon", "HP", "Star Micronics", "Xerox"])
    expect(index.find({ category: "pos-systems" }).brands).toEqual(["Star Micronics"])
  })

  it("counts each filter's choices under the search and every other filter but its own", () => {
    const { facets } = index.find({ search: "laser", brands: ["HP"], inStock: true })
    // Laser products: Office (HP, 100), Duplex (HP, 299.99, none in stock), Color (Canon, 300).
    expect(facets.brands).toEqual([
      { value: "Canon", count: 1 },
      { value: "HP", count: 1 },
    ])
    expect(facets.priceRanges).toEqual([
      { value: "under-100", count: 0 },
      { value: "100-300", count: 1 },
      { value: "300-500", count: 0 },
      { value: "over-500", count: 0 },
    ])
    expect(facets.categories).toEqual([{ value: "printers", count: 1 }])
    expect(facets.inStock).toEqual(1)
    expect(index.find({ search: "laser", brands: ["HP"] }).facets.inStock).toEqual(1)
    expect(index.find({}).facets.categories).toEqual([
      { value: "printers", count: 5 },
      { value: "pos-systems", count: 1 },
    ])
    // Every count is what choosing it would list.
    for (const { value, count } of index.find({ search: "laser" }).facets.brands) {
      expect(index.find({ search: "laser", brands: [value] }).products).toHaveLength(count)
    }
  })

  it("forgives typos, ranks them below exact matches, and offers the corrected query", () => {
    expect(names({ search: "lazer" }).sort()).toEqual(["Color Laser Pro", "Duplex Laser 300", "Office Laser 200"])
    expect(index.find({ search: "lazer" }).didYouMean).toEqual("laser")
    expect(index.find({ search: "laser" }).didYouMean).toBeNull()
    expect(index.find({ search: "nothing like it" }).didYouMean).toBeNull()
    expect(names({ search: "xerxo" })).toEqual(["Workgroup MFP"])
    expect(index.suggest("xerxo")).toEqual(["Xerox"])
    expect(index.suggest("lazer").slice(0, 3).sort()).toEqual(["Color Laser Pro", "Duplex Laser 300", "Office Laser 200"])
    expect(index.suggest("sistems")).toContain("POS Systems")
    expect(index.searchFindsNothing("qwertyuiop")).toBe(true)
    expect(index.searchFindsNothing("lazer")).toBe(false)
  })

  it("orders a search by relevance: names as typed, then other words, then forgiven; ties in the featured order", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 1, day))
    const zebra = (extra: Partial<NonNullable<ProductRecord["details"]>> = {}) => withDetails(budget.details, { brand: "Zebra", ...extra })
    const alpha = record({ title: "Scanner Alpha", price: 50, created_at: at(1), details: zebra() })
    const beta = record({ title: "Scanner Beta", price: 50, created_at: at(2), details: zebra({ is_featured: true }) })
    const delta = record({ title: "Scanner Delta", price: 50, created_at: at(5), details: zebra() })
    const unit = record({ title: "Office Unit", price: 50, created_at: at(9), description: "A scanner for documents.", details: zebra() })
    const gamma = record({ title: "Scaner Gamma", price: 50, created_at: at(9), details: zebra({ is_featured: true }) })
    const small = CatalogueIndex.fromRecords([alpha, beta, delta, unit, gamma], [{ product_id: alpha.id, count: 1, average: 5 }])
    const found = (page?: { offset: number; limit: number }) => small.find({ search: "scanner" }, page).products.map((product) => product.name)
    expect(found()).toEqual(["Scanner Beta", "Scanner Delta", "Scanner Alpha", "Office Unit", "Scaner Gamma"])
    expect(found({ offset: 1, limit: 2 })).toEqual(["Scanner Delta", "Scanner Alpha"])
    // Suggestions: names found as typed (featured, then the best rated, then by name), then forgiven ones.
    expect(small.suggest("scanner").slice(0, 4)).toEqual(["Scanner Beta", "Scanner Alpha", "Scanner Delta", "Scaner Gamma"])
  })

  it("suggests the first names in order among many hits, past products that share a name", () => {
    const keys = Float64Array.from({ length: 500 }, (_, n) => (n * 7919) % 1009)
    expect(Array.from(smallest(keys, 32))).toEqual(Array.from(keys.slice().sort().subarray(0, 32)))
    expect(Array.from(smallest(keys.subarray(0, 5), 32))).toEqual(Array.from(keys.slice(0, 5).sort()))
    // 40 featured products of one name come first: the next name is still suggested.
    const featured = withDetails(budget.details, { brand: "Acme", is_featured: true })
    const same = Array.from({ length: 40 }, () => record({ title: "Acme Widget", price: 20, details: featured }))
    const others = Array.from({ length: 80 }, (_, n) => record({ title: `Acme Gadget ${n}`, price: 20, details: withDetails(budget.details, { brand: "Acme" }) }))
    const many = CatalogueIndex.fromRecords([...same, ...others], [])
    const suggested = many.suggest("acme")
    expect(suggested).toHaveLength(8)
    expect(suggested[0]).toEqual("Acme Widget")
    expect(suggested.slice(1).every((name) => name.startsWith("Acme Gadget"))).toBe(true)
  })

  it("keeps an answer, with its entity tag, from its second request on", () => {
    const first = index.cachedResponse("k", () => ({ a: 1 }))
    expect(first.etag).toMatch(/^"[\w-]+"$/)
    // Asked once, not kept: most searches are never asked again.
    const second = index.cachedResponse("k", () => ({ a: 2 }))
    expect(JSON.parse(second.bytes.toString())).toEqual({ a: 2 })
    expect(index.cachedResponse("k", () => ({ a: 3 }))).toBe(second)
    expect(index.productJson(office.id)?.bytes.toString()).toContain('"name":"Office Laser 200"')
  })

  it("keeps answers within a budget of bytes, not a count: the least recently asked go first", () => {
    const own = CatalogueIndex.fromRecords([budget, office], [])
    let computed = 0
    const megabyte = "x".repeat(1024 * 1024)
    const ask = (n: number) =>
      own.cachedResponse(`big:${n}`, () => {
        computed++
        return { n, megabyte }
      })
    // Each asked twice, so each is kept: 40 MB of answers.
    for (let n = 0; n < 40; n++) {
      ask(n)
      ask(n)
    }
    computed = 0
    ask(39)
    expect(computed).toEqual(0)
    ask(0)
    expect(computed).toEqual(1)
    // Small answers are kept by the thousand meanwhile.
    for (let n = 0; n < 2000; n++) {
      own.cachedResponse(`small:${n}`, () => ({ n }))
      own.cachedResponse(`small:${n}`, () => ({ n }))
    }
    computed = 0
    own.cachedResponse("small:0", () => {
      computed++
      return {}
    })
    expect(computed).toEqual(0)
  })

  it("answers a page with the products' JSON as kept, the same JSON as writing the products out", () => {
    const quoted = record({ title: 'Étiquette "Pro" 5\\ ✓', price: 12, description: "Line one\nline two 漢字" })
    const withQuotes = CatalogueIndex.fromRecords([budget, office, quoted], [])
    const found = withQuotes.find({ sort: "name" }, { offset: 0, limit: 2 })
    expect(found.ids).toEqual(found.products.map((product) => product.id))
    expect(found.bodies.map((body) => JSON.parse(body.toString()))).toEqual(found.products)
    const answer = { products: rawJsonArray(found.bodies), count: found.count, missing: undefined, didYouMean: null }
    const written = JSON.stringify({ products: found.products, count: found.count, didYouMean: null })
    expect(toJsonBody(answer).bytes.toString()).toEqual(written)
    expect(toJsonBody(answer).etag).toEqual(toJsonBody(JSON.parse(written)).etag)
    expect(toJsonBody(rawJsonArray([])).bytes.toString()).toEqual("[]")
    expect(withQuotes.get(quoted.id)).toMatchObject({ name: 'Étiquette "Pro" 5\\ ✓', description: "Line one\nline two 漢字" })
    expect(withQuotes.productJson(quoted.id)?.bytes).toEqual(toJsonBody(withQuotes.get(quoted.id)).bytes)
    expect(toJsonBody(new RawJson(Buffer.from('{"a":1}'))).bytes.toString()).toEqual('{"a":1}')
  })

  it("lists staff's products running low, drafts too, the fewest first, then by name", () => {
    const draft = record({ title: "Draft Scanner", price: 50, available: 1, published: false })
    const low = CatalogueIndex.fromRecords([budget, duplex, colour, draft], [])
    expect(low.lowStock(1)).toEqual([
      { id: duplex.id, name: "Duplex Laser 300", stockQuantity: 0, published: true },
      { id: draft.id, name: "Draft Scanner", stockQuantity: 1, published: false },
    ])
    expect(low.lowStock(10).map((product) => product.name)).toEqual(["Duplex Laser 300", "Draft Scanner", "Budget Inkjet 100", "Color Laser Pro"])
    expect(low.has(draft.id)).toBe(false)
    expect(low.has(budget.id)).toBe(true)
  })

  it("reads changed products again and keeps the others as they are", () => {
    const cheaper = { ...office, price: 79, available: 0, title: "Office Laser 200 Plus" }
    const patched = index.patched([office.id, budget.id], [cheaper], [{ product_id: office.id, count: 3, average: 4 }])
    expect(patched.get(budget.id)).toBeUndefined()
    expect(patched.get(office.id)).toMatchObject({ name: "Office Laser 200 Plus", price: "79.00", inStock: false, rating: "4.0", reviewCount: 3 })
    // Kept as it is: the same bytes, not read and written again.
    expect(patched.productJson(colour.id)?.bytes).toBe(index.productJson(colour.id)?.bytes)
    expect(patched.get(colour.id)).toEqual(index.get(colour.id))
    expect(patched.find({ search: "plus" }).products.map((p) => p.id)).toEqual([office.id])
    expect(patched.find({ sort: "price-low" }).products[0].id).toEqual(office.id)
    expect(index.get(budget.id)).toBeDefined()
  })

  it("updates a product in place when only its stock changed, and forgets the answers it was in", () => {
    const listed = () => index.cachedResponse("in-stock", () => index.find({ inStock: true }).products.map((p) => p.id))
    listed()
    const before = JSON.parse(listed().bytes.toString())
    expect(listed().bytes).toBe(listed().bytes)
    expect(before).toContain(office.id)
    const sold = { ...office, available: 0 }
    const patched = index.patched([office.id], [sold], [{ product_id: office.id, count: 2, average: 4.5 }])
    expect(patched).toBe(index)
    expect(patched.get(office.id)).toMatchObject({ inStock: false, stockQuantity: 0 })
    expect(JSON.parse(patched.productJson(office.id)!.bytes.toString())).toMatchObject({ inStock: false })
    expect(JSON.parse(listed().bytes.toString())).toEqual(before.filter((id: string) => id !== office.id))
    expect(patched.find({ sort: "name" }).products.map((p) => p.id)).toEqual(index.find({ sort: "name" }).products.map((p) => p.id))
  })

  it("filters and counts a product changed in place by what it is now", () => {
    const renamedBrand = { ...colour, details: withDetails(colour.details, { brand: "CANON", is_business: true }) }
    const base = CatalogueIndex.fromRecords([budget, colour, workgroup], [])
    const patched = base.patched([colour.id], [renamedBrand], [])
    expect(patched).toBe(base)
    expect(patched.find({ business: true }).products.map((p) => p.id)).toEqual([workgroup.id, colour.id])
    expect(patched.find({ brands: ["canon"] }).facets.brands).toEqual([
      { value: "Brother", count: 1 },
      { value: "CANON", count: 1 },
      { value: "Xerox", count: 1 },
    ])
  })

  it("keeps a draft for staff only: listed with published false, never found, suggested or sold to shoppers, until published", () => {
    const draft = record({ title: "Draft Laser 900", price: 0, details: withDetails(budget.details, { brand: "HP", is_featured: true }) })
    const withDraft = index.patched([draft.id], [{ ...draft, published: false }], [])
    expect(withDraft.get(draft.id)).toBeUndefined()
    expect(withDraft.productJson(draft.id)).toBeUndefined()
    expect(withDraft.find({}).products.map((p) => p.id)).not.toContain(draft.id)
    expect(withDraft.find({ search: "draft" }).products).toEqual([])
    expect(withDraft.suggest("draft")).toEqual([])
    expect(withDraft.size).toEqual(index.size)
    expect(withDraft.featuredCount).toEqual(index.featuredCount)
    expect(withDraft.find({}).brands).toEqual(index.find({}).brands)
    expect(withDraft.adminProduct(draft.id)).toMatchObject({ name: "Draft Laser 900", published: false, price: "0.00" })
    expect(withDraft.adminProduct(office.id)).toMatchObject({ published: true })
    expect(withDraft.adminPage({ search: "draft laser", limit: 10, offset: 0 }).products.map((p) => p.id)).toEqual([draft.id])
    expect(withDraft.adminPage({ limit: 100, offset: 0 }).count).toEqual(index.size + 1)
    // Staff find a product, a draft too, by its SKU, whatever the case; shoppers' lookup finds published ones only.
    const withSku = withDraft.patched([draft.id, office.id], [{ ...draft, published: false, sku: "DRF-900" }, { ...office, sku: "HP-OL200" }], [])
    expect(withSku.adminPage({ search: "drf-900", limit: 10, offset: 0 }).products.map((p) => p.id)).toEqual([draft.id])
    expect(withSku.adminPage({ search: "HP-OL200", limit: 10, offset: 0 }).products.map((p) => p.id)).toEqual([office.id])
    expect(withSku.lookUpSkus(["hp-ol200", "DRF-900", "HP-OL200"])).toEqual({ products: [withSku.get(office.id)], unknown: ["DRF-900"] })

    const published = withDraft.patched([draft.id], [{ ...draft, price: 199 }], [])
    expect(published.get(draft.id)).toMatchObject({ name: "Draft Laser 900", price: "199.00" })
    expect(published.find({ search: "draft" }).products.map((p) => p.id)).toEqual([draft.id])
    expect(published.adminProduct(draft.id)).toMatchObject({ published: true })
    const backToDraft = published.patched([draft.id], [{ ...draft, price: 199, published: false }], [])
    expect(backToDraft.get(draft.id)).toBeUndefined()
  })

  it("rebuilds the orders and words when a change moves a product or renames it", () => {
    const dearer = index.patched([colour.id], [{ ...colour, price: 5000 }], [])
    expect(dearer).not.toBe(index)
    expect(dearer.find({ sort: "price-high" }).products[0].id).toEqual(colour.id)
    const renamed = index.patched([colour.id], [{ ...colour, description: "Vivid prints for the studio." }], [])
    expect(renamed).not.toBe(index)
    expect(renamed.find({ search: "studio" }).products.map((p) => p.id)).toEqual([colour.id])
  })
})

describe("the catalogue index's filters and counts, against a plain walk over the products", () => {
  // A catalogue of 300 products with every mix of brand, category, band, stock and flags.
  let seed = 7
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  const BRANDS = ["HP", "Canon", "Epson", "Zebra", "hp"]
  const records = Array.from({ length: 300 }, (_, number) =>
    record({
      title: `Printer ${number}`,
      price: [49, 99.99, 100, 250, 300, 450, 500, 500.01, 900][next(9)],
      available: next(3) === 0 ? 0 : 5,
      categories: [[], ["printers"], ["scanners"], ["pos-systems"]][next(4)],
      details: withDetails(budget.details, { brand: BRANDS[next(5)], is_featured: next(4) === 0, is_business: next(3) === 0 }),
    })
  )
  const large = CatalogueIndex.fromRecords(records, [])
  // The same, counting every search's facets and matches from bitsets, as for a search of many hits.
  const fromBitsets = CatalogueIndex.fromRecords(records, [])
  fromBitsets.fewHits = 0
  const views = records.map((product) => large.get(product.id)!)

  type Query = Parameters<CatalogueIndex["find"]>[0]
  /** What the filters keep, and each facet's counts, walking every product. */
  function plain(query: Query) {
    const category = (view: (typeof views)[number]) => !query.category || view.category === query.category
    const stock = (view: (typeof views)[number]) => !query.inStock || view.inStock
    const price = (view: (typeof views)[number]) => !query.priceRange || inPriceRange(Number(view.price), query.priceRange)
    const wanted = query.brands?.map((brand) => brand.toLowerCase())
    const brand = (view: (typeof views)[number]) => !wanted?.length || wanted.includes(view.brand.toLowerCase())
    // A search's own matching is tested above: here the filters and counts among what it finds.
    const searched = query.search ? new Set(large.find({ search: query.search }).products.map((product) => product.id)) : null
    const base = views.filter((view) => (!searched || searched.has(view.id)) && (!query.featured || view.isFeatured) && (!query.business || view.isBusinessProduct))
    const counted = <T,>(list: typeof views, key: (view: (typeof views)[number]) => T) => {
      const counts = new Map<T, number>()
      for (const view of list) counts.set(key(view), (counts.get(key(view)) ?? 0) + 1)
      return counts
    }
    const brands = counted(base.filter((v) => category(v) && stock(v) && price(v)), (v) => v.brand)
    const bands = counted(base.filter((v) => category(v) && stock(v) && brand(v)), (v) => PRICE_RANGES.find((range) => inPriceRange(Number(v.price), range)))
    const categories = counted(base.filter((v) => stock(v) && price(v) && brand(v)), (v) => v.category)
    return {
      ids: new Set(base.filter((v) => category(v) && stock(v) && price(v) && brand(v)).map((v) => v.id)),
      facets: {
        brands: [...brands].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value)),
        priceRanges: PRICE_RANGES.map((value) => ({ value, count: bands.get(value) ?? 0 })),
        categories: CATEGORY_HANDLES.map((value) => ({ value, count: categories.get(value) ?? 0 })).filter(({ count }) => count > 0),
        inStock: base.filter((v) => category(v) && price(v) && brand(v) && v.inStock).length,
      },
    }
  }

  it("finds and counts what a plain walk finds and counts, for 400 combinations", () => {
    for (let trial = 0; trial < 400; trial++) {
      const query: Query = {}
      if (next(2)) query.category = ["printers", "scanners", "pos-systems", "barcode-scanners"][next(4)]
      if (next(2)) query.brands = Array.from({ length: 1 + next(3) }, () => [...BRANDS, "Nobody"][next(6)])
      if (next(2)) query.priceRange = PRICE_RANGES[next(4)]
      if (next(3) === 0) query.inStock = true
      if (next(4) === 0) query.featured = true
      if (next(4) === 0) query.business = true
      if (next(2)) query.sort = (["featured", "price-low", "price-high", "name", "rating"] as const)[next(5)]
      // Every third with a search (chosen by the trial: the draws' low bits repeat too often): a model
      // number's start ("printer 1": 1, 10-19, 100-199) or a brand.
      if (trial % 3 === 0) query.search = trial % 2 ? `printer ${1 + next(29)}` : BRANDS[next(5)]
      const expected = plain(query)
      const page = { offset: next(4) * 12, limit: 12 }
      for (const index of [large, fromBitsets]) {
        const all = index.find(query)
        expect(new Set(all.products.map((product) => product.id))).toEqual(expected.ids)
        const paged = index.find(query, page)
        expect(paged.count).toEqual(expected.ids.size)
        expect(paged.facets).toEqual(expected.facets)
        expect(paged.products.map((product) => product.id)).toEqual(all.products.slice(page.offset, page.offset + page.limit).map((product) => product.id))
      }
      if (query.search) expect(large.find(query).products.map((product) => product.id)).toEqual(fromBitsets.find(query).products.map((product) => product.id))
    }
  })
})
