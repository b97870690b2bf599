import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { hasProductRows, storableCsv } from "../../../../../lib/products/csv-import"
import { startProductImportWorkflow } from "../../../../../workflows/products/workflows/import-products"

const NO_PRODUCTS = "The CSV file doesn't contain any valid product data."

/**
 * POST /api/admin/products/import (Content-Type: text/csv): starts importing the file's products
 * (docs/using-the-shop.md, "CSV import") and answers 202 { id } at once; the worker works through it
 * and GET /api/admin/products/import/{id} follows it. A file without a header and at least one data
 * row is refused with 400.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const text = typeof req.body === "string" ? req.body : ""
  if (!text.trim() || !hasProductRows(text)) {
    res.status(400).json({ message: NO_PRODUCTS, errors: [{ path: "", message: NO_PRODUCTS }] })
    return
  }
  const { result } = await startProductImportWorkflow(req.scope).run({ input: { csv: storableCsv(text), userId: req.auth_context?.actor_id ?? null } })
  res.status(202).json({ id: result.id })
}
