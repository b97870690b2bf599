import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { finishInterruptedOrders } from "../workflows/checkout/finish-interrupted-orders"

/**
 * Every minute (in the worker, or the one process of `npm start`): orders a stop interrupted
 * between Medusa committing them and the checkout's last steps are finished, or cancelled when
 * their units were sold meanwhile, so no order stays without its stock reservation until its
 * shopper happens to send the checkout again.
 */
export default async function finishInterruptedOrdersJob(container: MedusaContainer) {
  const { finished, cancelled } = await finishInterruptedOrders(container)
  if (finished || cancelled) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Interrupted orders: ${finished} finished, ${cancelled} cancelled (their units were sold meanwhile)`)
  }
}

export const config = {
  name: "finish-interrupted-orders",
  schedule: "* * * * *",
}
