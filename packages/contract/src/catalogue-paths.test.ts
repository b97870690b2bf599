import { describe, expect, it } from "vitest"
import { firstScreenApiPaths, productApiPath, productListApiPath } from "./catalogue-paths"

describe("catalogue paths", () => {
  it("writes a list's filters in one fixed order, paging last", () => {
    expect(productListApiPath({ sort: "price-low", brands: ["HP", "Epson"], category: "printers" }, { limit: 24, offset: 48 })).toBe(
      "/api/products?category=printers&brands=HP%2CEpson&sort=price-low&limit=24&offset=48"
    )
    expect(productListApiPath({})).toBe("/api/products")
  })

  it("encodes a product id", () => {
    expect(productApiPath("prod 1/2")).toBe("/api/products/prod%201%2F2")
  })

  it("names the data of a product page and of the unfiltered product list, and nothing else", () => {
    expect(firstScreenApiPaths("/products/prod_1")).toEqual(["/api/products/prod_1"])
    expect(firstScreenApiPaths("/products")).toEqual(["/api/products?sort=featured&limit=24&offset=0"])
    expect(firstScreenApiPaths("/products", true)).toEqual([])
    expect(firstScreenApiPaths("/")).toEqual([])
    expect(firstScreenApiPaths("/products/a/b")).toEqual([])
    expect(firstScreenApiPaths("/category/printers")).toEqual(["/api/products?category=printers"])
    expect(firstScreenApiPaths("/category/business-solutions")).toEqual(["/api/products?business=true"])
    expect(firstScreenApiPaths("/category/nonsense")).toEqual([])
  })
})
