import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { AdminProductBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { skuTakenMessage, toShopProductInput } from "../../../../lib/products/admin-products"
import { ShopHttpError } from "../../../http/errors"
import { shopSetup } from "../../../../lib/products/shop-setup"
import { createShopProductsWorkflow } from "../../../../workflows/products/workflows/create-shop-products"

/** Refuses with 409 on the field a SKU another product has. */
export async function ensureSkuFree(scope: AuthenticatedMedusaRequest["scope"], sku: string | undefined, productId?: string) {
  const taken = sku === undefined ? null : await skuTakenMessage(scope, sku, productId)
  if (taken) throw new ShopHttpError(409, taken, [{ path: "sku", message: taken }])
}

/** Creates one product and answers it as staff see it (the workflow's last step put it in the catalogue). */
export async function createAdminProduct(scope: AuthenticatedMedusaRequest["scope"], body: AdminProductBody) {
  await ensureSkuFree(scope, body.sku)
  const setup = await shopSetup(scope)
  const { result } = await createShopProductsWorkflow(scope).run({
    input: { products: [toShopProductInput(body, setup)], locationId: setup.stockLocationId },
  })
  const product = (await getCatalogueIndex(scope)).adminProduct(result[0].id)
  if (!product) throw new Error(`Product ${result[0].id} was created but cannot be read back`)
  return product
}
