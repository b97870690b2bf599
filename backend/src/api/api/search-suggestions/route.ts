import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../lib/catalogue/catalogue-index"
import { sendJson } from "../../http/json-response"
import { parseOr400 } from "../../http/validation"
import { SuggestionsQuery } from "../products/validators"

/** GET /api/search-suggestions?q=term: up to 8 strings; nothing for fewer than 2 characters. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = parseOr400(res, SuggestionsQuery, req.query)
  if (!query) return
  const term = query.q.trim()
  if (term.length < 2) {
    res.json([])
    return
  }
  const index = await getCatalogueIndex(req.scope)
  sendJson(req, res, index.cachedResponse(`suggestions:${term.toLowerCase()}`, () => index.suggest(term, 8)))
}
