import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MAX_SUGGESTIONS, MIN_SUGGESTION_LENGTH } from "@printshop/contract"
import { getCatalogueIndex } from "../../../lib/catalogue-index/catalogue-index"
import { sendPublicJson } from "../../http/json-response"

/** GET /api/search-suggestions?q=term: up to 8 strings; nothing for fewer than 2 characters. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const term = String((req.validatedQuery as { q: string }).q).trim()
  if (term.length < MIN_SUGGESTION_LENGTH) {
    res.json([])
    return
  }
  const index = await getCatalogueIndex(req.scope)
  sendPublicJson(req, res, index.cachedResponse(`suggestions:${term.toLowerCase()}`, () => index.suggest(term, MAX_SUGGESTIONS)))
}
