import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminProductBody, listAdminProductsQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { createAdminProduct, staffProductViews } from "./helpers"

/** GET /api/admin/products?search=&category=&limit=&offset=: staff's product list, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as z.output<typeof listAdminProductsQuerySchema>
  const page = (await getCatalogueIndex(req.scope)).adminPage(query)
  res.setHeader("Cache-Control", "no-store")
  res.json({ ...page, products: await staffProductViews(req.scope, page.products), limit: query.limit, offset: query.offset })
}

/**
 * POST /api/admin/products: a new product from the admin's dialog, through the shop's product
 * workflow (Medusa's product, its details, price and stock together:
 * docs/using-the-shop.md, "The staff area (/admin)"). 201 with it.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminProductBody>, res: MedusaResponse) {
  const product = await createAdminProduct(req.scope, req.validatedBody)
  res.status(201).json(product)
}
