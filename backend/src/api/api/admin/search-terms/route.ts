import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SEARCH_TERMS_DAYS, type listSearchTermsQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { SEARCH_TERMS_MODULE } from "../../../../modules/search-terms"
import type SearchTermsModuleService from "../../../../modules/search-terms/service"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * GET /api/admin/search-terms?noResults=true: what shoppers searched for in the last 30 days and
 * did not find, most frequent first (staff only). Only searches without results are recorded.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listSearchTermsQuerySchema>
  const since = new Date(Date.now() - SEARCH_TERMS_DAYS * DAY_MS)
  const [terms, count] = await req.scope
    .resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE)
    .listAndCountSearchTerms(
      { last_searched_at: { $gte: since } },
      { order: { count: "DESC", last_searched_at: "DESC", term: "ASC" }, take: query.limit, skip: query.offset }
    )
  res.setHeader("Cache-Control", "no-store")
  res.json({
    searchTerms: terms.map((term) => ({
      id: term.id,
      term: term.term,
      count: term.count,
      lastSearchedAt: new Date(term.last_searched_at).toISOString(),
    })),
    count,
    limit: query.limit,
    offset: query.offset,
  })
}
