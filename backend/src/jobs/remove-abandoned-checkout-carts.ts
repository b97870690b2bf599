import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  ABANDONED_CHECKOUT_HOURS,
  removeAbandonedCheckoutCartsWorkflow,
} from "../workflows/checkout/workflows/remove-abandoned-checkout-carts"

/**
 * Every hour (in the worker, or the one process of `npm start`): the carts prepared for checkouts
 * that were left for a day without an order are removed, so abandoned checkouts do not pile up.
 */
export default async function removeAbandonedCheckoutCartsJob(container: MedusaContainer) {
  const { result } = await removeAbandonedCheckoutCartsWorkflow(container).run({
    input: { olderThanHours: ABANDONED_CHECKOUT_HOURS },
  })
  if (result.length) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`Abandoned checkouts: ${result.length} prepared cart(s) removed`)
  }
}

export const config = {
  name: "remove-abandoned-checkout-carts",
  schedule: "17 * * * *",
}
