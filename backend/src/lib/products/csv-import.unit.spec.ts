import { importBatchSize } from "./csv-import"

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
