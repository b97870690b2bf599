import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { AdminProductBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { toShopProductInput } from "../../../../lib/products/admin-products"
import { shopSetup } from "../../../../lib/products/shop-setup"
import { createShopProductsWorkflow } from "../../../../workflows/products/workflows/create-shop-products"

/** Creates one product and answers it as staff see it (the workflow's last step put it in the catalogue). */
export async function createAdminProduct(scope: AuthenticatedMedusaRequest["scope"], body: AdminProductBody) {
  const setup = await shopSetup(scope)
  const { result } = await createShopProductsWorkflow(scope).run({
    input: { products: [toShopProductInput(body, setup)], locationId: setup.stockLocationId },
  })
  const product = (await getCatalogueIndex(scope)).adminProduct(result[0].id)
  if (!product) throw new Error(`Product ${result[0].id} was created but cannot be read back`)
  return product
}
