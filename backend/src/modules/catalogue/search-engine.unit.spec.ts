import { CATALOGUE } from "../../scripts/seed/catalogue-data"
import { SearchEngine, editsAllowed, joinedModels, words } from "@printshop/catalogue-engine"

// The shop's own catalogue, as `npm start` seeds it.
const engine = new SearchEngine(
  CATALOGUE.map((product) => ({ id: product.handle, name: product.name, brand: product.brand, other: `${product.description} ${product.category}` }))
)
const nameOf = new Map(CATALOGUE.map((product) => [product.handle, product.name]))
const found = (query: string) => engine.search(query).map((hit) => nameOf.get(hit.id)!)
const brandsFound = (query: string) => new Set(engine.search(query).map((hit) => CATALOGUE.find((product) => product.handle === hit.id)!.brand))

describe("the search engine", () => {
  it("allows one wrong letter from 4 letters and two from 8", () => {
    expect([editsAllowed("hp"), editsAllowed("epsn"), editsAllowed("scaner"), editsAllowed("lazerjet")]).toEqual([0, 1, 1, 2])
  })

  it("forgives a wrong, missing, extra or swapped letter", () => {
    expect(found("lazerjet")).toContain("HP LaserJet Pro M404dn") // wrong
    expect(brandsFound("epsn")).toEqual(new Set(["Epson"])) // missing
    expect(brandsFound("epsom")).toEqual(new Set(["Epson"])) // wrong
    expect(found("scaner")).toContain("Canon CanoScan LiDE 300 Flatbed Scanner") // missing
    expect(found("scannner")).toContain("Canon CanoScan LiDE 300 Flatbed Scanner") // extra
    expect(brandsFound("brohter")).toEqual(new Set(["Brother"])) // swapped: one mistake, not two
    expect(found("lazerjte")).toContain("HP LaserJet Pro M404dn") // two mistakes in 8 letters
  })

  it("forgives nothing in short words, nor more than a word's length allows", () => {
    expect(found("hq")).toEqual([])
    expect(found("epzm")).toEqual([])
    expect(found("scnaer")).toEqual([]) // two mistakes in 6 letters
  })

  it("finds model numbers however they are spaced, dashed or cased", () => {
    for (const query of ["m404dn", "m404 dn", "M404-DN", "M404 DN", "hp m404 dn"]) {
      expect(found(query)[0]).toEqual("HP LaserJet Pro M404dn")
    }
    expect(found("ds 640")[0]).toEqual("Brother DS-640 Compact Mobile Document Scanner")
    expect(found("ds640")[0]).toEqual("Brother DS-640 Compact Mobile Document Scanner")
    expect(joinedModels(["ds", "640", "compact", "m", "404", "dn"])).toEqual(["ds640", "m404", "m404dn", "404dn"])
  })

  it("ignores accents and case", () => {
    expect(found("CAFÉ")).toContain("Café Receipt Printer CT-S310II")
    expect(found("cafe")).toContain("Café Receipt Printer CT-S310II")
  })

  it("ranks what matches as typed, or by its start, above what it forgives", () => {
    const hits = engine.search("epson")
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.every((hit) => !hit.forgiven)).toBe(true)
    const mixed = engine.search("scan")
    const firstForgiven = mixed.findIndex((hit) => hit.forgiven)
    if (firstForgiven >= 0) expect(mixed.slice(firstForgiven).every((hit) => hit.forgiven)).toBe(true)
    expect(engine.search("lazerjet").every((hit) => hit.forgiven)).toBe(true)
  })

  it("corrects a query that finds nothing as typed, and leaves a good one alone", () => {
    expect(engine.correct("lazerjet")).toEqual("laserjet")
    expect(engine.correct("epsn scaner")).toEqual("epson scanner")
    expect(engine.correct("brohter")).toEqual("brother")
    expect(engine.correct("epson")).toBeNull()
    expect(engine.correct("m404 dn")).toBeNull()
    expect(engine.correct("qqqqqq")).toBeNull()
  })

  it("matches a short number against many products as it does against a few", () => {
    // "1" starts 111 of these model numbers: the other word is then checked in a bitset of its products.
    const many = Array.from({ length: 300 }, (_, n) => ({ id: `p${n}`, name: `Model ${n}`, brand: n % 3 ? "Acme" : "Other", other: "" }))
    const big = new SearchEngine(many)
    const expected = (prefix: string) =>
      many.filter((product) => product.brand === "Acme" && String(Number(product.id.slice(1))).startsWith(prefix)).map((product) => product.id).sort()
    for (const prefix of ["1", "12", "123", "2"]) {
      expect(big.search(`acme ${prefix}`).map((hit) => hit.id).sort()).toEqual(expected(prefix))
      expect(big.search(`${prefix} acme`).map((hit) => hit.id).sort()).toEqual(expected(prefix))
    }
    // Forgiven: "acmee" is one letter too many.
    expect(big.search("acmee 1").map((hit) => hit.id).sort()).toEqual(expected("1"))
    expect(big.search("acmee 1").every((hit) => hit.forgiven)).toBe(true)
  })

  it("ranks many hits as it ranks a few: each word looked up in the name and brand of every product", () => {
    // 5,000 products: "model" is held by all of them (its products in a bitset), "acme" and "1" find
    // hundreds (from their words' lists), "acme 1234" a few (from each product's own words).
    const brands = ["Acme", "Other", "Zenith Acme"]
    const many = Array.from({ length: 5000 }, (_, n) => ({
      id: `p${n}`,
      name: `${n % 5 ? "Model" : "Acme Model"} ${n} ${n % 7 ? "Plus" : "Prime"}`,
      brand: brands[n % 3],
      other: n % 2 ? "office printer" : "acme compatible scanner",
    }))
    const big = new SearchEngine(many)
    // What the engine should answer for a query without forgiving: every word starts one of the
    // product's words; 100 for each word in the name, 10 for each in the brand.
    const starts = (texts: string[], word: string) => texts.some((text) => text.startsWith(word))
    const expected = (query: string) =>
      many.flatMap((product) => {
        const nameWords = words(product.name)
        const name = [...nameWords, ...joinedModels(nameWords)]
        const brand = words(product.brand)
        const all = [...name, ...brand, ...words(product.other), ...joinedModels([...brand, ...nameWords])]
        const queryWords = words(query)
        if (!queryWords.every((word) => starts(all, word))) return []
        const inName = queryWords.filter((word) => starts(name, word)).length
        const inBrand = queryWords.filter((word) => starts(brand, word)).length
        return [`${product.id} ${inName * 100 + inBrand * 10} ${inName === queryWords.length} ${inBrand === queryWords.length}`]
      })
    for (const query of ["acme", "acme 1", "1 acme", "model 12", "acme 1234", "prime acme", "zenith 3", "othe mode", "scanner 39", "plus 3999", "model"]) {
      const hits = big.search(query).filter((hit) => !hit.forgiven)
      expect(hits.map((hit) => `${hit.id} ${hit.score} ${hit.inName} ${hit.inBrand}`).sort()).toEqual(expected(query).sort())
    }
    expect(expected("model").length).toBeGreaterThan(4096)
    expect(expected("acme 1").length).toBeGreaterThan(64)
    expect(expected("acme 1234").length).toBeLessThan(64)
  })

  it("knows which products hold a word in their name or brand as products come and go", () => {
    // 70 products, so that "x1" is ranked from the bitsets of its name's and brand's holders.
    const products = Array.from({ length: 70 }, (_, n) => ({ id: `m${n}`, name: `Model X1 ${n}`, brand: "Acme", other: "" }))
    const engine = new SearchEngine(products)
    const ranked = (query: string) => new Map(engine.search(query).map((hit) => [hit.id, `${hit.inName} ${hit.inBrand} ${hit.score}`]))
    expect(ranked("x1").get("m0")).toEqual("true false 100")
    // A product holding the word elsewhere, then one holding it in its brand.
    engine.add({ id: "cable", name: "Cable", brand: "Other", other: "fits the x1" })
    engine.add({ id: "own", name: "Own", brand: "X1 Labs", other: "" })
    expect(ranked("x1").get("m0")).toEqual("true false 100")
    expect(ranked("x1").get("cable")).toEqual("false false 0")
    expect(ranked("x1").get("own")).toEqual("false true 10")
    expect(ranked("acme").get("m5")).toEqual("false true 10")
    engine.discard("m0")
    engine.add({ id: "m1", name: "Model 1", brand: "Acme", other: "an x1 part" })
    expect(ranked("x1").has("m0")).toBe(false)
    expect(ranked("x1").get("m1")).toEqual("false false 0")
    expect(ranked("x1").get("m2")).toEqual("true false 100")
    expect(ranked("x1").size).toEqual(71)
  })

  it("follows products added and removed", () => {
    const small = new SearchEngine([{ id: "a", name: "Alpha Laser", brand: "Acme", other: "" }])
    small.add({ id: "b", name: "Beta Inkjet", brand: "Acme", other: "" })
    expect(small.search("inkjet").map((hit) => hit.id)).toEqual(["b"])
    small.discard("b")
    expect(small.has("b")).toBe(false)
    expect(small.search("inkjet")).toEqual([])
  })

  it("finds products changed again and again as an engine made of them as they are now", () => {
    // Each change leaves the product's old words behind in the engine's array of words, until
    // they are moved out (some 5,000 changes of 13 words fill its first 65,536): half the products
    // change, the other half are moved each time.
    const product = (n: number, version: number) => ({
      id: `p${n}`,
      name: `Model ${version % 2 ? "Laser" : "Inkjet"} ${n} V${version}`,
      brand: version % 3 ? "Acme" : "Zenith",
      other: `made for offices ${version % 5 ? "duplex" : "wireless"} version ${version}`,
    })
    const latest = new Map<number, number>()
    const changing = new SearchEngine(Array.from({ length: 40 }, (_, n) => product(n, 0)))
    for (let change = 1; change <= 14_000; change++) {
      const n = (change * 7) % 20
      if (change % 97 === 0) {
        changing.discard(`p${n}`)
        latest.delete(n)
      } else {
        changing.add(product(n, change))
        latest.set(n, change)
      }
    }
    for (let n = 0; n < 40; n++) if (!latest.has(n) && changing.has(`p${n}`)) latest.set(n, 0)
    const fresh = new SearchEngine([...latest].map(([n, version]) => product(n, version)))
    const hits = (engine: SearchEngine, query: string) => engine.search(query).map((hit) => `${hit.id} ${hit.score} ${hit.forgiven}`).sort()
    for (const query of ["laser", "inkjet", "inkjet acme", "zenith inkjet", "wireless", "duplex model", "v13999", "lasr", "inkjt", "offices zenith laser"]) {
      expect([query, hits(changing, query)]).toEqual([query, hits(fresh, query)])
    }
    expect(hits(changing, "laser").length).toBeGreaterThan(0)
  })

  it("keeps a word's products in order as it goes from one product to two and back", () => {
    // 80 products, so that the other word is checked by walking its list of products in order.
    const engine = new SearchEngine(Array.from({ length: 80 }, (_, n) => ({ id: `a${n}`, name: `Acme Part ${n}`, brand: "Acme", other: "" })))
    const ids = (query: string) => engine.search(query).map((hit) => hit.id).sort()
    engine.add({ id: "a10", name: "Acme Part 10 Z9", brand: "Acme", other: "" })
    // An earlier product (a smaller number) joins the one holding "z9", then 70 later ones.
    engine.add({ id: "a3", name: "Acme Part 3 Z9", brand: "Acme", other: "" })
    for (let n = 20; n < 90; n++) engine.add({ id: `a${n}`, name: `Acme Part ${n} Z9`, brand: "Acme", other: "" })
    const holding = ["a3", "a10", ...Array.from({ length: 70 }, (_, n) => `a${n + 20}`)].sort()
    expect(ids("z9 acme")).toEqual(holding)
    expect(ids("acme z9")).toEqual(holding)
    // Back to one product, then none.
    const lone = new SearchEngine([
      { id: "x", name: "Xerox 7", brand: "Xerox", other: "" },
      { id: "y", name: "Other 7", brand: "Other", other: "" },
    ])
    lone.add({ id: "z", name: "Zeta Q5", brand: "Zeta", other: "" })
    lone.add({ id: "x", name: "Xerox 7 Q5", brand: "Xerox", other: "" })
    expect(lone.search("q5").map((hit) => hit.id).sort()).toEqual(["x", "z"])
    lone.discard("z")
    expect(lone.search("q5").map((hit) => hit.id)).toEqual(["x"])
    expect(lone.search("q5 xerox").map((hit) => hit.id)).toEqual(["x"])
    lone.discard("x")
    expect(lone.search("q5")).toEqual([])
    expect(lone.search("7").map((hit) => hit.id)).toEqual(["y"])
  })

  it("keeps a changed product's place among the products holding a word", () => {
    const small = new SearchEngine(["a", "b", "c"].map((id) => ({ id, name: `Model ${id.toUpperCase()}`, brand: "Acme", other: "" })))
    const ids = (query: string) => small.search(query).map((hit) => hit.id).sort()
    // The first product changed: its words are put back among the later products' numbers.
    small.add({ id: "a", name: "Model A Plus", brand: "Acme", other: "" })
    expect(ids("acme")).toEqual(["a", "b", "c"])
    expect(ids("plus")).toEqual(["a"])
    small.discard("b")
    small.add({ id: "d", name: "Model D", brand: "Acme", other: "" })
    expect(ids("acme")).toEqual(["a", "c", "d"])
    small.add({ id: "b", name: "Model B", brand: "Other", other: "" })
    expect(ids("acme")).toEqual(["a", "c", "d"])
    expect(ids("other")).toEqual(["b"])
    expect(small.has("b")).toBe(true)
  })
})
