import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { FITS_MESSAGES } from "@printshop/contract"
import { PRODUCT_FITS_MODULE } from "../../modules/product-fits"
import type ProductFitsModuleService from "../../modules/product-fits/service"

/**
 * Supplies and accessories and the products they fit (docs/decisions.md, "Supplies and
 * accessories"): naming the fitted products by SKU or name, reading the links both ways.
 */
type Db = { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }

export const productFitsService = (container: MedusaContainer) => container.resolve<ProductFitsModuleService>(PRODUCT_FITS_MODULE)

const db = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Db

/** Why some `fits` entries name no single product, by entry; empty when every one does. */
export type FitProblem = { reference: string; message: string }

/** Resolves `fits` entries to products; `selfId` is the product being linked, which cannot fit itself. */
export type FitResolver = (references: string[], selfId?: string) => { ids: string[]; problems: FitProblem[] }

/**
 * Reads, in one query, the products any of `references` name (by SKU or exact name, case not
 * mattering, drafts too), and answers a resolver for lists of them: `{ ids }` in the order given,
 * or the entries that name no product or more than one. A CSV import resolves all its rows with one.
 */
export async function fitResolver(container: MedusaContainer, references: string[]): Promise<FitResolver> {
  const upper = [...new Set(references.map((reference) => reference.trim().toUpperCase()))]
  const lower = [...new Set(references.map((reference) => reference.trim().toLowerCase()))]
  const { rows } = upper.length
    ? await db(container).raw(
        `SELECT p.id, upper(v.sku) AS sku, lower(p.title) AS title
           FROM product p
           LEFT JOIN product_variant v ON v.product_id = p.id AND v.deleted_at IS NULL
          WHERE p.deleted_at IS NULL AND (upper(v.sku) = ANY(?) OR lower(p.title) = ANY(?))`,
        [upper, lower]
      )
    : { rows: [] }
  return (wanted, selfId) => {
    const ids: string[] = []
    const problems: FitProblem[] = []
    for (const reference of wanted) {
      const bySku = rows.find((row) => row.sku === reference.trim().toUpperCase())
      const byName = [...new Set(rows.filter((row) => row.title === reference.trim().toLowerCase()).map((row) => String(row.id)))]
      const id = bySku ? String(bySku.id) : byName.length === 1 ? byName[0] : null
      if (!id) problems.push({ reference, message: byName.length > 1 ? FITS_MESSAGES.ambiguous(reference) : FITS_MESSAGES.unknown(reference) })
      else if (id === selfId) problems.push({ reference, message: FITS_MESSAGES.itself })
      else if (!ids.includes(id)) ids.push(id)
    }
    return { ids, problems }
  }
}

/** The products one list of `fits` entries names (fitResolver for a single list). */
export async function resolveFitReferences(container: MedusaContainer, references: string[], selfId?: string) {
  return (await fitResolver(container, references))(references, selfId)
}

/** For each product asked for, the SKUs of the products it fits (staff's answers show and edit them). */
export async function fittedSkusOf(container: MedusaContainer, supplyIds: string[]): Promise<Map<string, string[]>> {
  const skus = new Map<string, string[]>()
  if (!supplyIds.length) return skus
  const { rows } = await db(container).raw(
    `SELECT f.supply_id, v.sku
       FROM product_fit f
       JOIN product p ON p.id = f.product_id AND p.deleted_at IS NULL
       JOIN product_variant v ON v.product_id = p.id AND v.deleted_at IS NULL
      WHERE f.deleted_at IS NULL AND f.supply_id = ANY(?)
      ORDER BY f.created_at, v.sku`,
    [supplyIds]
  )
  for (const row of rows) {
    const list = skus.get(String(row.supply_id)) ?? []
    if (row.sku && !list.includes(String(row.sku))) list.push(String(row.sku))
    skus.set(String(row.supply_id), list)
  }
  return skus
}

/** The supplies and accessories that fit `productId`, and the products `productId` fits. */
export async function fitsOf(container: MedusaContainer, productId: string): Promise<{ supplyIds: string[]; fitIds: string[] }> {
  const fits = await productFitsService(container).listProductFits(
    { $or: [{ product_id: productId }, { supply_id: productId }] },
    { select: ["supply_id", "product_id"], order: { created_at: "ASC" }, take: 1000 }
  )
  return {
    supplyIds: fits.filter((fit) => fit.product_id === productId).map((fit) => fit.supply_id),
    fitIds: fits.filter((fit) => fit.supply_id === productId).map((fit) => fit.product_id),
  }
}

/** The supplies and accessories of some products (a cart's), leaving out those products themselves. */
export async function suppliesOf(container: MedusaContainer, productIds: string[]): Promise<string[]> {
  const fits = await productFitsService(container).listProductFits(
    { product_id: productIds },
    { select: ["supply_id"], order: { created_at: "ASC" }, take: 1000 }
  )
  const inside = new Set(productIds)
  return [...new Set(fits.map((fit) => fit.supply_id))].filter((id) => !inside.has(id))
}
