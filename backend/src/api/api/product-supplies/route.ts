import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { suppliesQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { getCatalogueIndex } from "../../../modules/catalogue/catalogue-index"
import { suppliesOf } from "../../../lib/product-fits/product-fits"
import { publishedProducts } from "../../../lib/product-fits/published"
import { sendPublicJson } from "../../http/json-response"

/** The most supplies a cart is offered. */
const MAX_SUGGESTED = 12

/**
 * GET /api/product-supplies?for=<id>,<id>[&inStock=true]: the published supplies and accessories
 * of the products named (the cart's printers), in stock first, without the products named.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof suppliesQuerySchema>
  const index = await getCatalogueIndex(req.scope)
  const supplies = publishedProducts(index, await suppliesOf(req.scope, query.for)).filter((product) => !query.inStock || product.inStock)
  sendPublicJson(req, res, supplies.slice(0, MAX_SUGGESTED))
}
