import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { fitsOf } from "../../../../../lib/product-fits/product-fits"
import { sendPublicJson } from "../../../../http/json-response"
import { publishedProducts } from "../../../../../lib/product-fits/published"

/**
 * GET /api/products/{id}/fits: `{ supplies, fits }`, the published supplies and accessories that
 * fit the product (in stock first) and the published products it fits itself. 404 for a product
 * the shop does not show.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  const index = await getCatalogueIndex(req.scope)
  if (!index.get(id)) {
    res.status(404).json({ message: `Product ${id} was not found.` })
    return
  }
  const { supplyIds, fitIds } = await fitsOf(req.scope, id)
  sendPublicJson(req, res, { supplies: publishedProducts(index, supplyIds), fits: publishedProducts(index, fitIds) })
}
