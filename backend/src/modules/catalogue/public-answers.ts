import type { MedusaContainer } from "@medusajs/framework/types"
import { DEFAULT_PAGE_SIZE, type ListProductsQuery, MAX_PAGE_SIZE, MAX_SUGGESTIONS, MIN_SUGGESTION_LENGTH } from "@printshop/contract"
import { type JsonBody, normalizeText, rawJsonArray } from "@printshop/catalogue-engine"
import { SEARCH_TERMS_MODULE } from "../search-terms"
import type SearchTermsModuleService from "../search-terms/service"
import { countAttempt, rateLimits } from "../../lib/accounts/rate-limit"
import { getCatalogueIndex } from "./catalogue-index"
import { inSpan } from "../../lib/observability/tracing"

/**
 * The public catalogue answers, the same bytes whichever way they are asked for: through Medusa's
 * routes or the catalogue's read port (docs/architecture.md, "Catalogue reads at the edge").
 */

/**
 * GET /api/products for a validated query: without `limit`/`offset` the spec's plain list (its first
 * MAX_PAGE_SIZE products); with
 * them `{ products, count, limit, offset, brands, facets, didYouMean }`. A search that finds
 * nothing is noted for staff's list (written later, off this request), counted for `visitor` (the
 * client's address, as rate limits count it).
 */
export function productsAnswer(container: MedusaContainer, query: ListProductsQuery, visitor: string): Promise<JsonBody> {
  return inSpan("catalogue.products", { "catalogue.search": Boolean(query.search) }, () => findProducts(container, query, visitor))
}

async function findProducts(container: MedusaContainer, query: ListProductsQuery, visitor: string): Promise<JsonBody> {
  const index = await getCatalogueIndex(container)
  const { limit, offset, ...filters } = query
  const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
  const body = index.cachedResponse(`products:${key}`, () => {
    const search = filters.search || undefined
    // The products' JSON is spliced as the index keeps it, not parsed and written again. The plain
    // list holds at most a page's most (docs/api.md): the rest of a large catalogue is paged.
    if (limit === undefined && offset === undefined) return rawJsonArray(index.find({ ...filters, search }, { offset: 0, limit: MAX_PAGE_SIZE }).bodies)
    const page = { offset: offset ?? 0, limit: limit ?? DEFAULT_PAGE_SIZE }
    const { bodies, count, brands, facets, didYouMean } = index.find({ ...filters, search }, page)
    return { products: rawJsonArray(bodies), count, limit: page.limit, offset: page.offset, brands, facets, didYouMean }
  })
  if (filters.search && !offset && index.searchFindsNothing(filters.search)) {
    void noteSearchWithoutResults(container, normalizeText(filters.search), visitor).catch(() => {})
  }
  return body
}

/**
 * Notes a search that found nothing for staff's list (docs/decisions.md, "Search"): once per
 * visitor and term a day, and at most RATE_LIMIT_SEARCH_TERMS_PER_IP terms of one visitor a day,
 * so no single visitor can put a phrase at the top of the list or fill it.
 */
async function noteSearchWithoutResults(container: MedusaContainer, term: string, visitor: string) {
  const limits = rateLimits()
  const { refused } = await countAttempt([
    [limits.searchTermPerVisitor, `${visitor}|${term}`],
    [limits.searchTermsPerVisitor, visitor],
  ])
  if (!refused) container.resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE).noteNoResults(term)
}

/** GET /api/search-suggestions for a validated term: up to 8 strings, or null under 2 characters. */
export async function suggestionsAnswer(container: MedusaContainer, q: string): Promise<JsonBody | null> {
  const term = q.trim()
  if (term.length < MIN_SUGGESTION_LENGTH) return null
  return inSpan("catalogue.suggestions", {}, async () => {
    const index = await getCatalogueIndex(container)
    return index.cachedResponse(`suggestions:${term.toLowerCase()}`, () => index.suggest(term, MAX_SUGGESTIONS))
  })
}
