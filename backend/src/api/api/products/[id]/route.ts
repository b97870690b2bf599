import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../../lib/catalogue/catalogue-index"
import { sendJson } from "../../../http/json-response"
import { parseOr400 } from "../../../http/validation"
import { ProductIdParams } from "../validators"

/** GET /api/products/{id}: one product, or 404 with a message. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const params = parseOr400(res, ProductIdParams, req.params)
  if (!params) return
  const product = (await getCatalogueIndex(req.scope)).productJson(params.id)
  if (!product) {
    res.status(404).json({ message: `Product ${params.id} was not found.` })
    return
  }
  sendJson(req, res, product)
}
