import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { REVIEWS_MODULE } from "../../modules/reviews"
import { getCatalogueIndex } from "./catalogue-index"

/**
 * A database that answers, whose first catalogue query runs on a connection the server ended
 * (as after a restart of PostgreSQL's backends, or a pooler): `failures` queries fail that way.
 */
function shopWithBrokenConnection(failures: number) {
  const database = {
    builds: 0,
    failures,
    raw(sql: string) {
      if (/^\s*SELECT id, title/.test(sql)) {
        database.builds++
        if (database.failures > 0) {
          database.failures--
          return Promise.reject(new Error("Connection terminated unexpectedly"))
        }
        return Promise.resolve({ rows: [{ id: "prod_1", title: "Office Laser 200", description: "", thumbnail: null, created_at: new Date() }] })
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

describe("building the catalogue index over a broken connection", () => {
  it("tries once more on a new connection when PostgreSQL answers, instead of failing the first request", async () => {
    const { database, container } = shopWithBrokenConnection(1)
    expect((await getCatalogueIndex(container)).get("prod_1")?.name).toEqual("Office Laser 200")
    expect(database.builds).toEqual(2)
  })
})
