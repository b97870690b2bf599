import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_MODULE } from "./index"
import type CatalogueModuleService from "./service"
import type { CatalogueSource, CollectedEvents } from "./service"
import { REVIEWS_MODULE } from "../reviews"
import type ReviewsModuleService from "../reviews/service"
import { type Database, databaseAnswers, isBrokenConnection, isDatabaseDown, isDatabaseUnreachable } from "../../lib/database/availability"
import type { CatalogueIndex } from "@printshop/catalogue-engine"
import { loadProductPage, loadProductRecords } from "./read-model"

export { CatalogueIndex, type FoundProducts, type ProductQuery } from "@printshop/catalogue-engine"

/**
 * The catalogue module's door (docs/architecture.md, "The catalogue"): how the app's container
 * reaches the index its process holds. Reads (getCatalogueIndex) from anywhere; the writes
 * (refreshCatalogueProducts, invalidateCatalogueIndex) only from this module's event mapping and
 * the refresh-catalogue step, as ESLint's printshop/catalogue-door rule keeps it.
 */
const catalogueOf = (container: MedusaContainer) => container.resolve<CatalogueModuleService>(CATALOGUE_MODULE)

/** Each container's source, made once: every catalogue read asks for it. */
const sources = new WeakMap<MedusaContainer, CatalogueSource>()

/** The catalogue's records as the app's container reads them: the read model's SQL and the reviews module. */
function sourceOf(container: MedusaContainer): CatalogueSource {
  let source = sources.get(container)
  if (!source) sources.set(container, (source = readSource(container)))
  return source
}

function readSource(container: MedusaContainer): CatalogueSource {
  const db = () => container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  return {
    read: (productIds) =>
      Promise.all([loadProductRecords(db(), productIds), container.resolve<ReviewsModuleService>(REVIEWS_MODULE).summarizeRatings(productIds)]),
    readPage: async (after, limit) => {
      const records = await loadProductPage(db(), after, limit)
      return [records, await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).summarizeRatings(records.map((record) => record.id))]
    },
    databaseAnswers: () => databaseAnswers(db() as unknown as Database),
    databaseDown: isDatabaseDown,
    unreachable: isDatabaseUnreachable,
    brokenConnection: isBrokenConnection,
  }
}

/** The current index, built on first use and after every full invalidation (or the last one held through an outage). */
export function getCatalogueIndex(container: MedusaContainer): Promise<CatalogueIndex> {
  return catalogueOf(container).index(sourceOf(container))
}

/** A change being applied to the index in this process: requests wait for it. */
export function trackCatalogueChange(container: MedusaContainer, change: Promise<unknown>) {
  catalogueOf(container).track(change)
}

/** Collects a catalogue event to be applied with the others of the same moment; resolves once they are. */
export function collectCatalogueChange(
  container: MedusaContainer,
  name: string,
  ids: string[] | null,
  apply: (events: CollectedEvents) => Promise<void>
): Promise<void> {
  return catalogueOf(container).collect(name, ids, apply)
}

/** Drops the index in this process and every other one; the next request rebuilds it. */
export function invalidateCatalogueIndex(container: MedusaContainer) {
  catalogueOf(container).invalidate()
}

/** The given products changed: every process reads just those again. Resolves once this process's index shows them. */
export function refreshCatalogueProducts(container: MedusaContainer, productIds: string[]): Promise<void> {
  return catalogueOf(container).refresh(sourceOf(container), productIds)
}
