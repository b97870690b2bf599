import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { productsTouched } from "../modules/catalogue/medusa-events"
import { notifyRestocked } from "../workflows/stock-alerts/notify-restocked"

type EventData = Parameters<typeof productsTouched>[2]

/**
 * A change that can put a product back on sale (docs/decisions.md, "Back in stock"): stock raised
 * (staff's dialog, Medusa's dashboard, a CSV import), a cancelled order's units given back, a
 * product marked in stock or published. The addresses waiting for it get their e-mail, once.
 */
export default async function stockAlerts({ event, container }: SubscriberArgs<EventData>) {
  await notifyRestocked(container, await productsTouched(container, event.name, event.data))
}

export const config: SubscriberConfig = {
  event: [
    "inventory-level.created",
    "inventory-level.updated",
    "inventory.inventory-level.created",
    "inventory.inventory-level.updated",
    "inventory.reservation-item.deleted",
    "inventory.reservation-item.updated",
    "product.updated",
    "product.product.updated",
    "product-variant.updated",
    "product.product-variant.updated",
    "productDetails.product_details.updated",
  ],
  context: { subscriberId: "stock-alerts-restock" },
}

