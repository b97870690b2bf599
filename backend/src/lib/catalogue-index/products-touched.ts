import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { REVIEWS_MODULE } from "../../modules/reviews"
import type ReviewsModuleService from "../../modules/reviews/service"
import { type ProductKey, productsOwning } from "./read-model"

export type CatalogueEventData = { id?: string | string[] } | Array<{ id?: string }> | undefined

/** The ids an event's data names (one, a list, or a list of records). */
export const idsOf = (data: CatalogueEventData): string[] => {
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
export async function productsTouched(container: MedusaContainer, name: string, data: CatalogueEventData): Promise<string[] | "all"> {
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
