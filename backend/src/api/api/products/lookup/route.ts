import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ProductLookupBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"

/**
 * POST /api/products/lookup { skus }: the products a quick order's SKUs name (docs/api.md), read
 * from the catalogue's index: `{ products, unknown }`, the published products with those SKUs
 * (in capitals or not, each once) and the SKUs the shop does not sell, as sent.
 */
export async function POST(req: MedusaRequest<ProductLookupBody>, res: MedusaResponse) {
  const index = await getCatalogueIndex(req.scope)
  res.json(index.lookUpSkus(req.validatedBody.skus))
}
