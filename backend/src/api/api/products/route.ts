import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../lib/catalogue/catalogue-index"
import { parseOr400 } from "../../validation"
import { ListProductsQuery } from "./validators"

/**
 * GET /api/products: the catalogue, filtered and sorted. Without `limit`/`offset` it answers the
 * spec's plain list; with them `{ products, count, limit, offset, brands }`.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = parseOr400(res, ListProductsQuery, req.query)
  if (!query) return
  const index = await getCatalogueIndex(req.scope)
  const { limit, offset, ...filters } = query
  const { products, brands } = index.find({ ...filters, search: filters.search || undefined })

  if (limit === undefined && offset === undefined) {
    res.json(products)
    return
  }
  const pageSize = limit ?? 24
  const start = offset ?? 0
  res.json({ products: products.slice(start, start + pageSize), count: products.length, limit: pageSize, offset: start, brands })
}
