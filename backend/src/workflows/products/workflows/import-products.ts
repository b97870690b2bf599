import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { refreshCatalogueStep } from "../../catalogue/steps/refresh-catalogue"
import { ProductImportEvents } from "../events"
import { createImportJobStep } from "../steps/create-import-job"
import { importProductRowsStep } from "../steps/import-product-rows"

/**
 * Staff start a CSV import (POST /api/admin/products/import): its record, with the file, and the
 * event the worker takes it up from. The web server answers at once; nothing of the import runs there.
 */
export const startProductImportWorkflow = createWorkflow("start-shop-product-import", (input: { csv: string; userId: string | null }) => {
  const job = createImportJobStep(input)
  emitEventStep({ eventName: ProductImportEvents.REQUESTED, data: transform({ job }, ({ job }) => ({ id: job.id })) })
  return new WorkflowResponse(job)
})

/**
 * Works through an import's rows, in the worker (docs/using-the-shop.md, "CSV import"): run by the
 * subscriber of its request, and again by the scheduled job for an import whose process stopped.
 * Its batches skip the catalogue's refresh (Medusa's events bring each product in); once the file is
 * worked through, every process's catalogue is built again from what the import left.
 */
export const importShopProductsWorkflow = createWorkflow("import-shop-products", (input: { jobId: string }) => {
  const worked = importProductRowsStep(input)
  when("imported", { worked }, ({ worked }) => worked).then(() => {
    refreshCatalogueStep("all")
  })
  return new WorkflowResponse(input.jobId)
})
