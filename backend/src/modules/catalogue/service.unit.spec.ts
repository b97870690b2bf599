import CatalogueModuleService, { type CollectedEvents } from "./service"

describe("the catalogue's events", () => {
  it("are applied together when they arrive together, and the next ones in a batch of their own", async () => {
    const catalogue = new CatalogueModuleService()
    const applied: CollectedEvents[] = []
    const apply = async (events: CollectedEvents) => {
      applied.push(events)
    }
    await Promise.all([
      catalogue.collect("product-variant.created", ["variant_1"], apply),
      catalogue.collect("pricing.price.created", ["price_1"], apply),
      catalogue.collect("product-variant.created", ["variant_2"], apply),
    ])
    expect(applied).toEqual([
      new Map([
        ["product-variant.created", ["variant_1", "variant_2"]],
        ["pricing.price.created", ["price_1"]],
      ]),
    ])

    await Promise.all([catalogue.collect("product-category.updated", ["pcat_1"], apply), catalogue.collect("product-category.updated", null, apply)])
    expect(applied[1]).toEqual(new Map([["product-category.updated", null]]))
  })

  it("fail together when applying them fails, and do not stop the next ones", async () => {
    const catalogue = new CatalogueModuleService()
    const failing = () => Promise.reject(new Error("the database went away"))
    await expect(catalogue.collect("product.updated", ["prod_1"], failing)).rejects.toThrow("the database went away")
    const applied: CollectedEvents[] = []
    await catalogue.collect("product.updated", ["prod_2"], async (events) => void applied.push(events))
    expect(applied).toEqual([new Map([["product.updated", ["prod_2"]]])])
  })
})
