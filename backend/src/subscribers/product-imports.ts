import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ProductImportEvents } from "../workflows/products/events"
import { importShopProductsWorkflow } from "../workflows/products/workflows/import-products"

/** The worker works through a CSV import staff started. */
export default async function productImports({ event, container }: SubscriberArgs<{ id: string }>) {
  await importShopProductsWorkflow(container).run({ input: { jobId: event.data.id } })
}

export const config: SubscriberConfig = {
  event: ProductImportEvents.REQUESTED,
  context: { subscriberId: "product-imports" },
}
