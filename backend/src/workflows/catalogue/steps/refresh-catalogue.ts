import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { invalidateCatalogueIndex, refreshCatalogueProducts } from "../../../modules/catalogue/catalogue-index"

/**
 * The door by which one of the shop's writes reaches the catalogue before its answer: the last step
 * of the shop's own workflows that change what the catalogue shows. The products it names are read
 * again in this process (and every other process is told), so the next read, the writer's own
 * included, shows them; "all" (a CSV import's end) drops the index everywhere, rebuilt on next use.
 * Medusa's events reach the index all the same (modules/catalogue/medusa-events.ts); this step only
 * makes the writer wait for it. It is last, so nothing after it can undo what it read. No route,
 * helper or other step reaches the index's writes (ESLint's printshop/catalogue-door rule).
 */
export const refreshCatalogueStep = createStep(
  "refresh-catalogue",
  async (productIds: string[] | "all", { container }): Promise<StepResponse<string[] | "all">> => {
    if (productIds === "all") {
      invalidateCatalogueIndex(container)
      return new StepResponse("all")
    }
    const ids = [...new Set(productIds.filter(Boolean))]
    if (ids.length) await refreshCatalogueProducts(container, ids)
    return new StepResponse(ids)
  }
)
