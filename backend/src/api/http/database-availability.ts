import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseDown, watchDatabase, type Database } from "../../lib/database/availability"

/** Catalogue reads answered from memory while the database is away. */
const SERVED_FROM_MEMORY = /^\/api\/(products(\/[^/]+(\/reviews)?)?|search-suggestions)\/?$/

/** Middleware: refuses what needs the database while it is known to be unreachable. */
export function databaseAvailability(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  watchDatabase(
    req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Database,
    req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  )
  const path = (req.originalUrl || req.url || "").split("?")[0]
  if (!isDatabaseDown() || path === "/api/health" || (req.method === "GET" && SERVED_FROM_MEMORY.test(path))) return next()
  answerUnavailable(res)
}

export function answerUnavailable(res: MedusaResponse) {
  res.setHeader("Retry-After", "5")
  res.setHeader("Cache-Control", "no-store")
  res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE, errors: [] })
}
