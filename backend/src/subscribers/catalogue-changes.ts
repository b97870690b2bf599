import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  type ProductKey,
  heldCatalogueIndex,
  invalidateCatalogueIndex,
  refreshCatalogueProducts,
  trackCatalogueChange,
} from "../lib/catalogue-index/catalogue-index"
import { type Database, databaseAnswers, isDatabaseDown, isDatabaseUnreachable } from "../lib/http/database-availability"
import { REVIEWS_MODULE } from "../modules/reviews"
import type ReviewsModuleService from "../modules/reviews/service"

type EventData = { id?: string | string[] } | Array<{ id?: string }> | undefined

const idsOf = (data: EventData): string[] => {
  if (Array.isArray(data)) return data.map((item) => item?.id).filter((id): id is string => typeof id === "string")
  const id = data?.id
  return (Array.isArray(id) ? id : [id]).filter((value): value is string => typeof value === "string")
}

/** The products an event is about, or "all" when it cannot say (categories, tags, unknown records). */
async function productsTouched(container: MedusaContainer, name: string, data: EventData): Promise<string[] | "all"> {
  const ids = idsOf(data)
  if (!ids.length) return "all"
  const held = heldCatalogueIndex()
  const index = held ? await held.catch(() => null) : null
  const viaIndex = (key: ProductKey, keys: string[]) => {
    const products = keys.map((id) => index?.productFor(key, id))
    return products.every(Boolean) ? (products as string[]) : "all"
  }
  const withDeleted = { withDeleted: true }

  if (/^product(\.product)?\.(created|updated|deleted|restored)$/.test(name)) return ids
  if (/product-variant\./.test(name)) return viaIndex("variant", ids)
  if (/^pricing\.price-set\./.test(name)) return viaIndex("priceSet", ids)
  if (/^pricing\.price\./.test(name)) {
    const prices = await container.resolve(Modules.PRICING).listPrices({ id: ids }, { select: ["id", "price_set_id"], ...withDeleted })
    return prices.length ? viaIndex("priceSet", prices.map((price) => price.price_set_id as string)) : "all"
  }
  if (/inventory-level\./.test(name)) {
    const levels = await container.resolve(Modules.INVENTORY).listInventoryLevels({ id: ids }, { select: ["id", "inventory_item_id"], ...withDeleted })
    return levels.length ? viaIndex("inventoryItem", levels.map((level) => level.inventory_item_id)) : "all"
  }
  if (/reservation-item\./.test(name)) {
    const reservations = await container
      .resolve(Modules.INVENTORY)
      .listReservationItems({ id: ids }, { select: ["id", "inventory_item_id"], ...withDeleted })
    return reservations.length ? viaIndex("inventoryItem", reservations.map((reservation) => reservation.inventory_item_id)) : "all"
  }
  if (/product_details\./.test(name)) return viaIndex("details", ids)
  if (/^reviews\.review\./.test(name)) {
    const reviews = await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).listReviews({ id: ids }, { select: ["id", "product_id"], ...withDeleted })
    return reviews.length ? reviews.map((review) => review.product_id) : "all"
  }
  return "all"
}

/** How long, at most, a change waits for the database to look up what it touched. */
const LOOKUP_PATIENCE_MS = 60_000

/**
 * The products touched, or "all" when the lookup fails. While the database cannot be reached the
 * lookup is tried again each second (for up to a minute) rather than dropping every process's index,
 * which could not be built again before the database is back; a connection that broke while
 * PostgreSQL answers gets one more try at once.
 */
async function touchedOrAll(container: MedusaContainer, name: string, data: EventData): Promise<string[] | "all"> {
  const giveUpAt = Date.now() + LOOKUP_PATIENCE_MS
  for (let attempt = 1; ; attempt++) {
    try {
      return await productsTouched(container, name, data)
    } catch (error) {
      const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Database
      const outage = isDatabaseDown() || (isDatabaseUnreachable(error) && !(await databaseAnswers(db)))
      if (outage && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 1_000))
      else if (outage || attempt >= 2) return "all"
    }
  }
}

/**
 * A change to something the catalogue index holds: the products it touched are read again in
 * every process (an order changes the stock of what it bought, not the whole catalogue); a change
 * the subscriber cannot pin to products (a category, a tag) drops the index, rebuilt on next use.
 */
export default async function catalogueChanged({ event, container }: SubscriberArgs<EventData>) {
  const apply = (async () => {
    const touched = await touchedOrAll(container, event.name, event.data)
    if (touched === "all") invalidateCatalogueIndex()
    else await refreshCatalogueProducts(container, touched)
  })()
  trackCatalogueChange(apply)
  await apply
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
