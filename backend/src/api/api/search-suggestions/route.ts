import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { suggestionsAnswer } from "../../../modules/catalogue/public-answers"
import { sendPublicJson } from "../../http/json-response"

/** GET /api/search-suggestions?q=term: up to 8 strings; nothing for fewer than 2 characters. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const answer = await suggestionsAnswer(req.scope, String((req.validatedQuery as { q: string }).q))
  if (answer) sendPublicJson(req, res, answer)
  else res.json([])
}
