import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { refreshCatalogueProducts } from "../../../lib/catalogue-index/catalogue-index"

/**
 * The door by which one of the shop's writes reaches the catalogue before its answer: the last step
 * of the shop's own workflows that change what the catalogue shows. The products it names are read
 * again in this process (and every other process is told), so the next read, the writer's own
 * included, shows them. Medusa's events reach the index all the same (subscribers/catalogue-changes.ts);
 * this step only makes the writer wait for it. It is last, so nothing after it can undo what it read.
 */
export const refreshCatalogueStep = createStep("refresh-catalogue", async (productIds: string[], { container }) => {
  const ids = [...new Set(productIds.filter(Boolean))]
  if (ids.length) await refreshCatalogueProducts(container, ids)
  return new StepResponse(ids)
})
