import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { AdminProductBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { skuTakenMessage, toShopProductInput } from "../../../../lib/products/admin-products"
import { ShopHttpError } from "../../../http/errors"
import { shopSetup } from "../../../../lib/products/shop-setup"
import { createShopProductsWorkflow } from "../../../../workflows/products/workflows/create-shop-products"
import { setProductFitsWorkflow } from "../../../../workflows/product-fits/set-product-fits"
import { fittedSkusOf, resolveFitReferences } from "../../../../lib/product-fits/product-fits"
import { waitingAlertCounts } from "../../../../lib/stock-alerts/stock-alerts"

type Scope = AuthenticatedMedusaRequest["scope"]

/**
 * The products a product's `fits` names, by id, or 400 on the field with the entries that name no
 * single product; undefined when `fits` was left out (the links stay as they are).
 */
export async function fittedProductIds(scope: Scope, fits: string[] | undefined, productId?: string): Promise<string[] | undefined> {
  if (fits === undefined) return undefined
  const { ids, problems } = await resolveFitReferences(scope, fits, productId)
  if (problems.length) {
    const message = problems.map((problem) => problem.message).join("; ")
    throw new ShopHttpError(400, `Invalid request: fits: ${message}`, [{ path: "fits", message }])
  }
  return ids
}

/** Sets the products a product fits, when the request named them. */
export async function saveFits(scope: Scope, productId: string, productIds: string[] | undefined) {
  if (productIds !== undefined) await setProductFitsWorkflow(scope).run({ input: { supplyId: productId, productIds } })
}

/** Products as staff see them, with the SKUs of the products each fits and the addresses waiting for it to be back. */
export async function staffProductViews<P extends { id: string }>(scope: Scope, products: P[]): Promise<Array<P & { fits: string[]; stockAlerts: number }>> {
  const ids = products.map((product) => product.id)
  const [fits, waiting] = await Promise.all([fittedSkusOf(scope, ids), waitingAlertCounts(scope, ids)])
  return products.map((product) => ({ ...product, fits: fits.get(product.id) ?? [], stockAlerts: waiting.get(product.id) ?? 0 }))
}

/** Refuses with 409 on the field a SKU another product has. */
export async function ensureSkuFree(scope: AuthenticatedMedusaRequest["scope"], sku: string | undefined, productId?: string) {
  const taken = sku === undefined ? null : await skuTakenMessage(scope, sku, productId)
  if (taken) throw new ShopHttpError(409, taken, [{ path: "sku", message: taken }])
}

/** Creates one product and answers it as staff see it (the workflow's last step put it in the catalogue). */
export async function createAdminProduct(scope: AuthenticatedMedusaRequest["scope"], body: AdminProductBody) {
  await ensureSkuFree(scope, body.sku)
  const fits = await fittedProductIds(scope, body.fits)
  const setup = await shopSetup(scope)
  const { result } = await createShopProductsWorkflow(scope).run({
    input: { products: [toShopProductInput(body, setup)], locationId: setup.stockLocationId },
  })
  await saveFits(scope, result[0].id, fits)
  const product = (await getCatalogueIndex(scope)).adminProduct(result[0].id)
  if (!product) throw new Error(`Product ${result[0].id} was created but cannot be read back`)
  return (await staffProductViews(scope, [product]))[0]
}
