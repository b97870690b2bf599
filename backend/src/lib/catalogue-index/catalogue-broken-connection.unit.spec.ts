import { getCatalogueIndex } from "./catalogue-index"
import { fakeCatalogueShop } from "./fake-shop.test-helper"

// A file of its own: the catalogue index is module state, and this test needs it never built.
describe("building the catalogue index over a broken connection", () => {
  it("tries once more on a new connection when PostgreSQL answers, instead of failing the first request", async () => {
    // The first build runs on a connection the server ended (a restart of its backends, a pooler).
    const { database, container } = fakeCatalogueShop({ brokenBuilds: 1 })
    expect((await getCatalogueIndex(container)).get("prod_1")?.name).toEqual("Office Laser 200")
    expect(database.builds).toEqual(2)
  })
})
