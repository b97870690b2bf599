import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "zod"
import type { productFitsBodySchema } from "@printshop/contract"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { fitsOf } from "../../../../lib/product-fits/product-fits"
import { fittedProductIds, saveFits } from "../../../api/admin/products/helpers"

type Scope = AuthenticatedMedusaRequest["scope"]
type Linked = { id: string; title: string; sku: string | null; status: string }

/** Products by id with their first SKU, drafts too, in the order asked for. */
async function linkedProducts(scope: Scope, ids: string[]): Promise<Linked[]> {
  if (!ids.length) return []
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "title", "status", "variants.sku"],
    filters: { id: ids },
  })
  const byId = new Map(
    (data as Array<{ id: string; title: string; status: string; variants?: Array<{ sku?: string | null } | null> | null }>).map((product) => [
      product.id,
      { id: product.id, title: product.title, status: product.status, sku: product.variants?.find((variant) => variant?.sku)?.sku ?? null },
    ])
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

async function answer(scope: Scope, id: string) {
  const { supplyIds, fitIds } = await fitsOf(scope, id)
  const [fits, supplies] = await Promise.all([linkedProducts(scope, fitIds), linkedProducts(scope, supplyIds)])
  return { fits, supplies }
}

async function productExists(scope: Scope, id: string) {
  return (await linkedProducts(scope, [id])).length > 0
}

/**
 * GET /admin/product-fits/{id} (Medusa's dashboard widget on a product's page): the products it
 * fits and the supplies and accessories that fit it, each with its SKU.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  if (!(await productExists(req.scope, req.params.id))) {
    res.status(404).json({ message: `Product ${req.params.id} was not found.` })
    return
  }
  res.json(await answer(req.scope, req.params.id))
}

/** PUT /admin/product-fits/{id} { fits: [SKU or name, ...] }: the products it fits become these (400 names the ones not found). */
export async function PUT(req: AuthenticatedMedusaRequest<z.output<typeof productFitsBodySchema>>, res: MedusaResponse) {
  const id = req.params.id
  if (!(await productExists(req.scope, id))) {
    res.status(404).json({ message: `Product ${id} was not found.` })
    return
  }
  await saveFits(req.scope, id, await fittedProductIds(req.scope, req.validatedBody.fits, id))
  res.json(await answer(req.scope, id))
}
