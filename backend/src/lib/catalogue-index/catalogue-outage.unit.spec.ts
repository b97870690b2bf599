import { EventEmitter } from "node:events"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { REVIEWS_MODULE } from "../../modules/reviews"
import { isDatabaseDown, watchDatabase } from "../http/database-availability"
import { getCatalogueIndex, invalidateCatalogueIndex } from "./catalogue-index"

const unreachable = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })

/** A database holding one published product called `title`, reachable while `up`. */
function fakeShop() {
  const pool = Object.assign(new EventEmitter(), { acquireTimeoutMillis: 60_000, pendingAcquires: [] })
  const database = {
    up: true,
    title: "Office Laser 200",
    builds: 0,
    client: { pool },
    raw(sql: string) {
      if (!database.up) return Promise.reject(unreachable())
      if (/^\s*SELECT id, title/.test(sql)) {
        database.builds++
        return Promise.resolve({ rows: [{ id: "prod_1", title: database.title, description: "", thumbnail: null, created_at: new Date() }] })
      }
      return Promise.resolve({ rows: [] })
    },
  }
  const reviews = { summarizeRatings: async () => [] }
  const container = {
    resolve: (key: string) => (key === ContainerRegistrationKeys.PG_CONNECTION ? database : key === REVIEWS_MODULE ? reviews : undefined),
  } as unknown as MedusaContainer
  return { database, container }
}

const nameOfProduct = async (container: MedusaContainer) => (await getCatalogueIndex(container)).get("prod_1")?.name

describe("the catalogue index through a database outage", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("answers from the last index held when a dropped one cannot be built, and builds it again once the database is back", async () => {
    const { database, container } = fakeShop()
    watchDatabase(database)
    expect(await nameOfProduct(container)).toEqual("Office Laser 200")
    expect(database.builds).toEqual(1)

    // A change that cannot be pinned to products drops the index just as the database goes away;
    // the build fails before the outage is confirmed, and shoppers get the catalogue as it was.
    database.up = false
    database.title = "Office Laser 200 II"
    invalidateCatalogueIndex()
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
    const { database, container } = fakeShop()
    expect(await nameOfProduct(container)).toBeDefined()
    invalidateCatalogueIndex()
    database.raw = () => Promise.reject(new Error('relation "product" does not exist'))
    await expect(getCatalogueIndex(container)).rejects.toThrow(/does not exist/)
  })
})
