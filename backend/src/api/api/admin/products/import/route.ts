import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { hasProductRows, runProductImport } from "../../../../../lib/products/csv-import"
import { PRODUCT_IMPORTS_MODULE } from "../../../../../modules/product-imports"
import type ProductImportsModuleService from "../../../../../modules/product-imports/service"

const NO_PRODUCTS = "The CSV file doesn't contain any valid product data."

/**
 * POST /api/admin/products/import (Content-Type: text/csv): starts importing the file's products
 * (docs/using-the-shop.md, "CSV import") and answers 202 { id } at once; GET
 * /api/admin/products/import/{id} follows it. A file without a header and at least one data row is
 * refused with 400.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const text = typeof req.body === "string" ? req.body : ""
  if (!text.trim() || !hasProductRows(text)) {
    res.status(400).json({ message: NO_PRODUCTS, errors: [{ path: "", message: NO_PRODUCTS }] })
    return
  }
  const job = await req.scope
    .resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
    .createProductImports({ total: 0, user_id: req.auth_context?.actor_id ?? null })
  // The file is read and its rows worked through after the answer; the job record tells how far it got.
  setImmediate(() => void runProductImport(req.scope, job.id, text))
  res.status(202).json({ id: job.id })
}
