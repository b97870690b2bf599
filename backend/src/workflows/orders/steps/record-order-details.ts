import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * Adds to the order's metadata what the shop's order JSON needs beyond Medusa's order and learns
 * after the order exists (a shipment's carrier and estimated delivery). Compensation restores the
 * previous metadata.
 */
export const recordOrderDetailsStep = createStep(
  "record-order-details",
  async (input: { orderId: string; metadata: Record<string, unknown> }, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const before = await orders.retrieveOrder(input.orderId, { select: ["id", "metadata"] })
    await orders.updateOrders(input.orderId, { metadata: { ...(before.metadata ?? {}), ...input.metadata } })
    return new StepResponse(undefined, { orderId: input.orderId, metadata: before.metadata ?? null })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.ORDER).updateOrders(previous.orderId, { metadata: previous.metadata ?? {} })
  }
)
