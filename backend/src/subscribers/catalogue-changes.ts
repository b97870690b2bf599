import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { invalidateCatalogueIndex } from "../lib/catalogue-index/catalogue-index"

/** Any change to what the catalogue index holds drops it; the next request rebuilds it. */
export default async function catalogueChanged(_: SubscriberArgs<unknown>) {
  invalidateCatalogueIndex()
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
      "pricing.price",
      "pricing.price-set",
      "inventory.inventory-level",
      "inventory.reservation-item",
      "catalogue.product_details",
      "reviews.review",
    ]),
  ],
  context: { subscriberId: "catalogue-index-invalidation" },
}
