import { describe, expect, it } from "vitest"
import { productPageSchema, productSchema, reviewListSchema, suggestionsSchema } from "./answers"

const fullProduct = {
  id: "prod_1",
  name: "LaserJet Pro M404n",
  sku: "HP-M404N",
  description: "Fast mono laser",
  category: "printers",
  brand: "HP",
  price: "249.99",
  originalPrice: "299.99",
  quantityPrices: [{ minQuantity: 5, price: "219.99" }],
  image: "/static/m404n.svg",
  images: ["/static/m404n.svg"],
  specifications: { Speed: "40 ppm", Duplex: "Yes" },
  features: ["Wi-Fi"],
  stockQuantity: 12,
  inStock: true,
  rating: "4.5",
  reviewCount: 3,
  isBusinessProduct: true,
  isFeatured: false,
  tags: ["bestseller"],
}

describe("the answers the storefront parses", () => {
  it("keeps a complete product as the server sent it", () => {
    expect(productSchema.parse(fullProduct)).toEqual(fullProduct)
  })

  it("falls back to the documented defaults for missing or null fields", () => {
    expect(
      productSchema.parse({ id: 7, name: "Scanner", price: 89, originalPrice: null, specifications: null, inStock: null })
    ).toEqual({
      id: "7",
      name: "Scanner",
      sku: "",
      description: "",
      category: "",
      brand: "",
      price: "89",
      originalPrice: null,
      quantityPrices: [],
      image: "",
      images: [],
      specifications: null,
      features: [],
      stockQuantity: 0,
      inStock: true,
      rating: "0",
      reviewCount: 0,
      isBusinessProduct: false,
      isFeatured: false,
      tags: [],
    })
  })

  it("turns a specification map into text values and keeps 'Key: Value' lines", () => {
    expect(productSchema.parse({ ...fullProduct, specifications: { Weight: 12, Color: null } }).specifications).toEqual({
      Weight: "12",
      Color: "",
    })
    expect(productSchema.parse({ ...fullProduct, specifications: "Speed: 40 ppm" }).specifications).toBe("Speed: 40 ppm")
  })

  it("refuses an answer of the wrong shape", () => {
    expect(productSchema.safeParse({ ...fullProduct, name: undefined }).success).toBe(false)
    expect(productSchema.safeParse({ ...fullProduct, price: {} }).success).toBe(false)
    expect(productSchema.safeParse({ ...fullProduct, stockQuantity: 1.5 }).success).toBe(false)
    expect(productSchema.safeParse({ ...fullProduct, tags: "bestseller" }).success).toBe(false)
    expect(productPageSchema.safeParse({ products: [fullProduct], count: "1", limit: 24, offset: 0, brands: [] }).success).toBe(false)
    expect(suggestionsSchema.safeParse([1, 2]).success).toBe(false)
  })

  it("parses a page of products and a list of reviews", () => {
    const page = productPageSchema.parse({ products: [fullProduct], count: 1, limit: 24, offset: 0, brands: ["HP"] })
    expect(page.products[0]?.name).toBe("LaserJet Pro M404n")
    expect(
      reviewListSchema.parse([
        { id: 1, productId: "prod_1", customerName: "Ann", customerTitle: null, rating: 5, comment: "Great printer", createdAt: "2026-01-01" },
      ])
    ).toEqual([{ id: "1", productId: "prod_1", customerName: "Ann", customerTitle: null, rating: 5, comment: "Great printer", createdAt: "2026-01-01" }])
  })
})
