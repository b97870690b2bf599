import type { SubscriberConfig } from "@medusajs/framework"
import { CATALOGUE_EVENTS, catalogueChanged } from "../modules/catalogue/medusa-events"

/**
 * A change to something the catalogue holds: the catalogue module reads again the products it
 * touched, in every process, or drops the index when it cannot say which (modules/catalogue/medusa-events.ts).
 */
export default catalogueChanged

export const config: SubscriberConfig = {
  event: CATALOGUE_EVENTS,
  context: { subscriberId: "catalogue-index-invalidation" },
}
