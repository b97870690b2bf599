import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type AdminProductBody, DEFAULT_PAGE_SIZE, type ListProductsQuery } from "@printshop/contract"
import { getCatalogueIndex } from "../../../lib/catalogue-index/catalogue-index"
import { normalizeText } from "../../../modules/catalogue/search-text"
import { SEARCH_TERMS_MODULE } from "../../../modules/search-terms"
import type SearchTermsModuleService from "../../../modules/search-terms/service"
import { sendPublicJson } from "../../http/json-response"
import { createAdminProduct } from "../admin/products/helpers"

/**
 * GET /api/products: the catalogue, filtered and sorted (the query is validated in
 * middlewares.ts). Without `limit`/`offset` it answers the spec's plain list; with them
 * `{ products, count, limit, offset, brands, facets, didYouMean }`. A search that finds nothing
 * is noted for staff's list (written later, off this request).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as ListProductsQuery
  const index = await getCatalogueIndex(req.scope)
  const { limit, offset, ...filters } = query
  const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
  const body = index.cachedResponse(`products:${key}`, () => {
    const search = filters.search || undefined
    if (limit === undefined && offset === undefined) return index.find({ ...filters, search }).products
    const page = { offset: offset ?? 0, limit: limit ?? DEFAULT_PAGE_SIZE }
    const { products, count, brands, facets, didYouMean } = index.find({ ...filters, search }, page)
    return { products, count, limit: page.limit, offset: page.offset, brands, facets, didYouMean }
  })
  if (filters.search && !offset && index.searchFindsNothing(filters.search)) {
    req.scope.resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE).noteNoResults(normalizeText(filters.search))
  }
  sendPublicJson(req, res, body)
}

/**
 * POST /api/products: one product (a CSV row, sent by the admin's import), staff only
 * (docs/api.md). The same checks and workflow as POST /api/admin/products.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminProductBody>, res: MedusaResponse) {
  res.status(201).json(await createAdminProduct(req.scope, req.validatedBody))
}
