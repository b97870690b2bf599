import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminProductUpdate } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { pricesChangeProblem, productIds, toShopProductUpdate } from "../../../../../lib/products/admin-products"
import { shopSetup } from "../../../../../lib/products/shop-setup"
import { deleteShopProductWorkflow } from "../../../../../workflows/products/workflows/delete-shop-product"
import { updateShopProductWorkflow } from "../../../../../workflows/products/workflows/update-shop-product"
import { ShopHttpError } from "../../../../http/errors"
import { ensureSkuFree, fittedProductIds, saveFits, staffProductViews } from "../helpers"

const notFound = (res: MedusaResponse, id: string) => res.status(404).json({ message: `Product ${id} was not found.` })

/** GET /api/admin/products/{id}: one product as staff see it. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const product = (await getCatalogueIndex(req.scope)).adminProduct(req.params.id)
  if (!product) return notFound(res, req.params.id)
  res.setHeader("Cache-Control", "no-store")
  res.json((await staffProductViews(req.scope, [product]))[0])
}

/**
 * PUT /api/admin/products/{id}: changes the fields sent (the dialog sends them all; Medusa's
 * dashboard widget only the details) through the shop's update workflow: product, details, price
 * and stock change together or not at all.
 */
export async function PUT(req: AuthenticatedMedusaRequest<AdminProductUpdate>, res: MedusaResponse) {
  const id = req.params.id
  const ids = await productIds(req.scope, id)
  if (!ids) return notFound(res, id)
  // A new price of one is held against the quantity prices kept, and new quantity prices against the price kept.
  const problem = pricesChangeProblem(ids, req.validatedBody)
  if (problem) throw new ShopHttpError(400, `Invalid request: quantityPrices: ${problem}`, [{ path: "quantityPrices", message: problem }])
  await ensureSkuFree(req.scope, req.validatedBody.sku, id)
  const fits = await fittedProductIds(req.scope, req.validatedBody.fits, id)
  const setup = await shopSetup(req.scope)
  // The workflow's last step puts the change in the catalogue: the answer below reads it.
  await updateShopProductWorkflow(req.scope).run({ input: toShopProductUpdate(id, ids, req.validatedBody, setup) })
  await saveFits(req.scope, id, fits)
  const product = (await getCatalogueIndex(req.scope)).adminProduct(id)
  if (!product) return notFound(res, id)
  res.json((await staffProductViews(req.scope, [product]))[0])
}

/** DELETE /api/admin/products/{id}: Medusa's delete workflow (its details go with it through the link), in the shop's. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  if (!(await productIds(req.scope, id))) return notFound(res, id)
  await deleteShopProductWorkflow(req.scope).run({ input: { id } })
  res.json({ id, deleted: true })
}
