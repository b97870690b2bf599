import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type ImportJob, MAX_IMPORT_ERRORS } from "@printshop/contract"
import { PRODUCT_IMPORTS_MODULE } from "../../../../../../modules/product-imports"
import type ProductImportsModuleService from "../../../../../../modules/product-imports/service"

/** GET /api/admin/products/import/{id}: how far an import got (docs/using-the-shop.md, "CSV import"). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [job] = await req.scope
    .resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
    // Never the file itself: it can be megabytes, and the page asks every second.
    .listProductImports(
      { id: req.params.id },
      { take: 1, select: ["id", "status", "total", "processed", "imported", "drafts", "updated", "failed", "errors", "message"] }
    )
  if (!job) {
    res.status(404).json({ message: `Import ${req.params.id} was not found.` })
    return
  }
  const answer: ImportJob = {
    id: job.id,
    status: job.status,
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    drafts: job.drafts,
    updated: job.updated,
    failed: job.failed,
    errors: ((job.errors as { items?: ImportJob["errors"] } | null)?.items ?? []).slice(0, MAX_IMPORT_ERRORS),
    errorsNotShown: (job.errors as { notShown?: number } | null)?.notShown ?? 0,
    ...(job.message ? { message: job.message } : {}),
  }
  res.setHeader("Cache-Control", "no-store")
  res.json(answer)
}
