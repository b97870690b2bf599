import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { sendPublicJson } from "../../../http/json-response"

/** GET /api/products/{id}: one product, or 404 with a message. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  const product = (await getCatalogueIndex(req.scope)).productJson(id)
  if (!product) {
    res.status(404).json({ message: `Product ${id} was not found.` })
    return
  }
  sendPublicJson(req, res, product)
}
