import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminProductBody, ListProductsQuery } from "@printshop/contract"
import { productsAnswer } from "../../../modules/catalogue/public-answers"
import { sendPublicJson } from "../../http/json-response"
import { limitedAddress } from "../../http/rate-limit"
import { createAdminProduct } from "../admin/products/helpers"

/** GET /api/products: the catalogue, filtered and sorted (the query is validated in middlewares.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  sendPublicJson(req, res, await productsAnswer(req.scope, req.validatedQuery as ListProductsQuery, limitedAddress(req)))
}

/**
 * POST /api/products: one product (a CSV row, sent by the admin's import), staff only
 * (docs/api.md). The same checks and workflow as POST /api/admin/products.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminProductBody>, res: MedusaResponse) {
  res.status(201).json(await createAdminProduct(req.scope, req.validatedBody))
}
