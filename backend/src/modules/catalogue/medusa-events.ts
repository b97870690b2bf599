import type { SubscriberArgs } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { type Database, databaseAnswers, isDatabaseDown, isDatabaseUnreachable } from "../../lib/database/availability"
import { REVIEWS_MODULE } from "../reviews"
import type ReviewsModuleService from "../reviews/service"
import { collectCatalogueChange, invalidateCatalogueIndex, refreshCatalogueProducts, trackCatalogueChange } from "./catalogue-index"
import { type ProductKey, productsOwning } from "./read-model"
import type { CollectedEvents } from "./service"

/**
 * The mapping of Medusa's events to the catalogue's products: which events can change what the
 * catalogue shows, which products each one touched, and how they are applied. The subscriber
 * (subscribers/catalogue-changes.ts) hands every such event here.
 */
type EventData = { id?: string | string[] } | Array<{ id?: string }> | undefined

/** The ids an event's data names (one, a list, or a list of records). */
export const idsOf = (data: EventData): string[] => {
  if (Array.isArray(data)) return data.map((item) => item?.id).filter((id): id is string => typeof id === "string")
  const id = data?.id
  return (Array.isArray(id) ? id : [id]).filter((value): value is string => typeof value === "string")
}

/**
 * The products a catalogue event is about, or "all" when it cannot say (categories, tags, unknown
 * records). Records of other modules (variants, prices, stock, details) are pinned to their
 * product by the link tables, one indexed query, so that an order does not make every server
 * rebuild its whole catalogue. The index does not keep those records' ids: at 100,000 products
 * they were 400,000 strings in four maps, marked by every full collection of the heap
 * (docs/decisions.md, "Search").
 */
export async function productsTouched(container: MedusaContainer, name: string, data: EventData): Promise<string[] | "all"> {
  const ids = idsOf(data)
  if (!ids.length) return "all"
  const owners = (key: ProductKey, keys: string[]) => productsOwning(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), key, keys)
  const withDeleted = { withDeleted: true }

  if (/^product(\.product)?\.(created|updated|deleted|restored)$/.test(name)) return ids
  if (/product-variant\./.test(name)) return owners("variant", ids)
  if (/^pricing\.price-set\./.test(name)) return owners("priceSet", ids)
  if (/^pricing\.price\./.test(name)) {
    const prices = await container.resolve(Modules.PRICING).listPrices({ id: ids }, { select: ["id", "price_set_id"], ...withDeleted })
    return prices.length ? owners("priceSet", prices.map((price) => price.price_set_id as string)) : "all"
  }
  if (/inventory-level\./.test(name)) {
    const levels = await container.resolve(Modules.INVENTORY).listInventoryLevels({ id: ids }, { select: ["id", "inventory_item_id"], ...withDeleted })
    return levels.length ? owners("inventoryItem", levels.map((level) => level.inventory_item_id)) : "all"
  }
  if (/reservation-item\./.test(name)) {
    const reservations = await container
      .resolve(Modules.INVENTORY)
      .listReservationItems({ id: ids }, { select: ["id", "inventory_item_id"], ...withDeleted })
    return reservations.length ? owners("inventoryItem", reservations.map((reservation) => reservation.inventory_item_id)) : "all"
  }
  if (/product_details\./.test(name)) return owners("details", ids)
  if (/^reviews\.review\./.test(name)) {
    const reviews = await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).listReviews({ id: ids }, { select: ["id", "product_id"], ...withDeleted })
    return reviews.length ? reviews.map((review) => review.product_id) : "all"
  }
  return "all"
}

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
export async function catalogueChanged({ event, container }: SubscriberArgs<EventData>) {
  const ids = idsOf(event.data)
  const applied = collectCatalogueChange(container, event.name, ids.length ? ids : null, (events) => applyChanges(container, events))
  trackCatalogueChange(container, applied)
  await applied
}

const entityEvents = (names: string[]) =>
  names.flatMap((name) => ["created", "updated", "deleted", "restored"].map((action) => `${name}.${action}`))

/** The Medusa events that can change what the catalogue shows. */
export const CATALOGUE_EVENTS = [
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
]
