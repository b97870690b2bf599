import type { MedusaContainer } from "@medusajs/framework/types"
import { isDatabaseDown, watchDatabase } from "../../lib/database/availability"
import { getCatalogueIndex, invalidateCatalogueIndex } from "./catalogue-index"
import { fakeCatalogueShop, unreachable } from "./fake-shop.test-helper"

const nameOfProduct = async (container: MedusaContainer) => (await getCatalogueIndex(container)).get("prod_1")?.name

describe("the catalogue index through a database outage", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("answers from the last index held when a dropped one cannot be built, and builds it again once the database is back", async () => {
    const { database, container } = fakeCatalogueShop()
    watchDatabase(database)
    expect(await nameOfProduct(container)).toEqual("Office Laser 200")
    expect(database.builds).toEqual(1)

    // A change that cannot be pinned to products drops the index just as the database goes away;
    // the build fails before the outage is confirmed, and shoppers get the catalogue as it was.
    database.up = false
    database.title = "Office Laser 200 II"
    invalidateCatalogueIndex(container)
    expect(await nameOfProduct(container)).toEqual("Office Laser 200")

    // Once the outage is known, no build is even tried.
    database.client.pool.emit("createFail", 1, unreachable())
    await jest.advanceTimersByTimeAsync(250)
    expect(isDatabaseDown()).toBe(true)
    expect(await nameOfProduct(container)).toEqual("Office Laser 200")

    // The database is back: the next request builds the index again, with the change.
    database.up = true
    await jest.advanceTimersByTimeAsync(1_000)
    expect(isDatabaseDown()).toBe(false)
    expect(await nameOfProduct(container)).toEqual("Office Laser 200 II")
    expect(database.builds).toEqual(2)
  })

  it("does not hide an error that is not an outage", async () => {
    const { database, container } = fakeCatalogueShop()
    expect(await nameOfProduct(container)).toBeDefined()
    invalidateCatalogueIndex(container)
    database.raw = () => Promise.reject(new Error('relation "product" does not exist'))
    await expect(getCatalogueIndex(container)).rejects.toThrow(/does not exist/)
  })

  it("tries once more on a new connection when PostgreSQL answers, instead of failing the first request", async () => {
    // The first build runs on a connection the server ended (a restart of its backends, a pooler).
    const { database, container } = fakeCatalogueShop({ brokenBuilds: 1 })
    expect((await getCatalogueIndex(container)).get("prod_1")?.name).toEqual("Office Laser 200")
    expect(database.builds).toEqual(2)
  })
})
