import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_IMPORTS_MODULE } from "../../../modules/product-imports"
import type ProductImportsModuleService from "../../../modules/product-imports/service"

/** The import's record with its file, running until a process has worked through it. */
export const createImportJobStep = createStep(
  "create-shop-import-job",
  async (input: { csv: string; userId: string | null }, { container }) => {
    const jobs = container.resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
    const job = await jobs.createProductImports({ total: 0, user_id: input.userId, csv: input.csv })
    return new StepResponse({ id: job.id }, job.id)
  },
  async (jobId, { container }) => {
    if (jobId) await container.resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE).deleteProductImports(jobId)
  }
)
