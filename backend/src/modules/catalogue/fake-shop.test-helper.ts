import { EventEmitter } from "node:events"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "./index"
import CatalogueModuleService from "./service"
import { REVIEWS_MODULE } from "../reviews"

/** The error of a database that cannot be reached. */
export const unreachable = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })

/**
 * For the catalogue index's unit tests: a database holding one published product called `title`
 * ("prod_1"), reachable while `up`, whose next `brokenBuilds` catalogue builds meet a connection the
 * server ended; and a container that resolves it, an empty reviews module and a catalogue module of its own.
 */
export function fakeCatalogueShop({ brokenBuilds = 0 }: { brokenBuilds?: number } = {}) {
  const pool = Object.assign(new EventEmitter(), { acquireTimeoutMillis: 60_000, pendingAcquires: [] })
  const database = {
    up: true,
    title: "Office Laser 200",
    builds: 0,
    brokenBuilds,
    client: { pool },
    raw(sql: string) {
      if (!database.up) return Promise.reject(unreachable())
      if (/^\s*SELECT id, title/.test(sql)) {
        database.builds++
        if (database.brokenBuilds > 0) {
          database.brokenBuilds--
          return Promise.reject(new Error("Connection terminated unexpectedly"))
        }
        return Promise.resolve({ rows: [{ id: "prod_1", title: database.title, description: "", thumbnail: null, created_at: new Date(), status: "published" }] })
      }
      return Promise.resolve({ rows: [] })
    },
  }
  const reviews = { summarizeRatings: async () => [] }
  const modules: Record<string, unknown> = {
    [ContainerRegistrationKeys.PG_CONNECTION]: database,
    [REVIEWS_MODULE]: reviews,
    [CATALOGUE_MODULE]: new CatalogueModuleService(),
  }
  const container = { resolve: (key: string) => modules[key] } as unknown as MedusaContainer
  return { database, container }
}
