import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  collectCatalogueChange,
  invalidateCatalogueIndex,
  refreshCatalogueProducts,
  trackCatalogueChange,
} from "../lib/catalogue-index/catalogue-index"
import { type Database, databaseAnswers, isDatabaseDown, isDatabaseUnreachable } from "../lib/database/availability"
import { type CatalogueEventData as EventData, idsOf, productsTouched } from "../lib/catalogue-index/products-touched"
import type { CollectedEvents } from "../modules/catalogue/service"

/** How long, at most, a change waits for the database to look up what it touched. */
const LOOKUP_PATIENCE_MS = 60_000

/** The products some events touched, or "all" as soon as one of them cannot be pinned to products. */
async function productsTouchedBy(container: MedusaContainer, events: CollectedEvents): Promise<string[] | "all"> {
  if ([...events.values()].some((ids) => ids === null)) return "all"
  const touched = await Promise.all([...events].map(([name, ids]) => productsTouched(container, name, { id: ids! })))
  return touched.includes("all") ? "all" : touched.flat()
}

/**
 * The products touched, or "all" when the lookup fails. While the database cannot be reached the
 * lookup is tried again each second (for up to a minute) rather than dropping every process's index,
 * which could not be built again before the database is back; a connection that broke while
 * PostgreSQL answers gets one more try at once.
 */
async function touchedOrAll(container: MedusaContainer, events: CollectedEvents): Promise<string[] | "all"> {
  const giveUpAt = Date.now() + LOOKUP_PATIENCE_MS
  for (let attempt = 1; ; attempt++) {
    try {
      return await productsTouchedBy(container, events)
    } catch (error) {
      const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Database
      const outage = isDatabaseDown() || (isDatabaseUnreachable(error) && !(await databaseAnswers(db)))
      if (outage && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 1_000))
      else if (outage || attempt >= 2) return "all"
    }
  }
}

/** Applies events read together: the products they touched are read again, or the whole index is dropped. */
async function applyChanges(container: MedusaContainer, events: CollectedEvents) {
  const touched = await touchedOrAll(container, events)
  if (touched === "all") invalidateCatalogueIndex(container)
  else await refreshCatalogueProducts(container, touched)
}

/**
 * A change to something the catalogue index holds: the products it touched are read again in
 * every process (an order changes the stock of what it bought, not the whole catalogue); a change
 * the subscriber cannot pin to products (a category, a tag) drops the index, rebuilt on next use.
 * Events that arrive together (a product made raises one per record) are looked up together.
 */
export default async function catalogueChanged({ event, container }: SubscriberArgs<EventData>) {
  const ids = idsOf(event.data)
  const applied = collectCatalogueChange(container, event.name, ids.length ? ids : null, (events) => applyChanges(container, events))
  trackCatalogueChange(container, applied)
  await applied
}

const entityEvents = (names: string[]) =>
  names.flatMap((name) => ["created", "updated", "deleted", "restored"].map((action) => `${name}.${action}`))

export const config: SubscriberConfig = {
  event: [
    // workflow events
    ...entityEvents(["product", "product-variant", "product-category", "product-tag", "inventory-level"]),
    // module events (prices, stock reservations, links and the shop's own modules)
    ...entityEvents([
      "product.product",
      "product.product-variant",
      "product.product-image",
      "product.product-category",
      "product.product-tag",
      "pricing.price",
      "pricing.price-set",
      "inventory.inventory-level",
      "inventory.reservation-item",
      "productDetails.product_details",
      "reviews.review",
    ]),
  ],
  context: { subscriberId: "catalogue-index-invalidation" },
}
