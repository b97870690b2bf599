import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../lib/catalogue/catalogue-index"
import { sendJson } from "../../http/json-response"
import { parseOr400 } from "../../http/validation"
import { ListProductsQuery } from "./validators"

/**
 * GET /api/products: the catalogue, filtered and sorted. Without `limit`/`offset` it answers the
 * spec's plain list; with them `{ products, count, limit, offset, brands }`.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const index = await getCatalogueIndex(req.scope)
  // The same query string answered before on this build: no need to validate and look it up again.
  const rawKey = `products-url:${req.originalUrl.slice(req.originalUrl.indexOf("?") + 1 || req.originalUrl.length)}`
  const known = index.lookup(rawKey)
  if (known) return sendJson(req, res, known)

  const query = parseOr400(res, ListProductsQuery, req.query)
  if (!query) return
  const { limit, offset, ...filters } = query
  const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
  const body = index.cachedResponse(`products:${key}`, () => {
    const { products, brands } = index.find({ ...filters, search: filters.search || undefined })
    if (limit === undefined && offset === undefined) return products
    const pageSize = limit ?? 24
    const start = offset ?? 0
    return { products: products.slice(start, start + pageSize), count: products.length, limit: pageSize, offset: start, brands }
  })
  index.remember(rawKey, body)
  sendJson(req, res, body)
}
