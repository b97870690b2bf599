import { importBatchSize, parseProductCsv } from "./csv-import"

describe("importBatchSize", () => {
  it("writes about a tenth of the file per run, so progress moves in about ten steps or more", () => {
    expect(importBatchSize(2_000)).toBe(200)
    expect(importBatchSize(3_333)).toBe(334)
  })

  it("never writes fewer than 100 rows per run, nor more than 500", () => {
    expect(importBatchSize(1)).toBe(100)
    expect(importBatchSize(1_000)).toBe(100)
    expect(importBatchSize(10_000)).toBe(500)
    expect(importBatchSize(50_000)).toBe(500)
  })
})

describe("the fits column", () => {
  const rowsOf = async (csv: string) => (await parseProductCsv(csv)).rows

  it("reads pipe-separated SKUs or names, each once whatever the case, and an empty cell as none", async () => {
    const rows = await rowsOf(["name,price,fits", "Toner 58A,89,HP-M404N| Canon imageCLASS MF455dw |hp-m404n", "Paper,9,"].join("\n"))
    expect(rows.map((row) => ("body" in row ? row.body.fits : row.error))).toEqual([["HP-M404N", "Canon imageCLASS MF455dw"], []])
  })

  it("leaves the links alone when the file has no such column", async () => {
    const [row] = await rowsOf(["name,price", "Toner 58A,89"].join("\n"))
    expect("body" in row && "fits" in row.body).toBe(false)
  })

  it("fails a row naming too many products", async () => {
    const [row] = await rowsOf(["name,price,fits", `Toner,9,${Array.from({ length: 101 }, (_, index) => `P-${index}`).join("|")}`].join("\n"))
    expect(row).toEqual({ row: 2, error: "fits: A product fits at most 100 products" })
  })
})
