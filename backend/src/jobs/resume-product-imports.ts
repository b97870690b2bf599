import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRODUCT_IMPORTS_MODULE } from "../modules/product-imports"
import type ProductImportsModuleService from "../modules/product-imports/service"
import { MAX_IMPORT_ATTEMPTS, staleImports } from "../workflows/products/steps/import-product-rows"
import { importShopProductsWorkflow } from "../workflows/products/workflows/import-products"

const GIVEN_UP = "The import stopped several times; the rows listed as processed were imported. Import the file again to finish it."

/**
 * Every minute (in the worker, or the one process of `npm start`): a CSV import whose process
 * stopped (a deploy, a crash) is taken up again and finished; one that keeps stopping is given up,
 * with what it did kept.
 */
export default async function resumeProductImportsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const jobs = container.resolve<ProductImportsModuleService>(PRODUCT_IMPORTS_MODULE)
  for (const stale of await staleImports(container)) {
    if (stale.attempts >= MAX_IMPORT_ATTEMPTS) {
      await jobs.updateProductImports({ id: stale.id, status: "failed", message: GIVEN_UP, csv: null })
      logger.warn(`Product import ${stale.id} given up after ${stale.attempts} starts`)
      continue
    }
    logger.info(`Product import ${stale.id} resumed after its process stopped`)
    await importShopProductsWorkflow(container).run({ input: { jobId: stale.id } })
  }
}

export const config = {
  name: "resume-product-imports",
  schedule: "* * * * *",
}
