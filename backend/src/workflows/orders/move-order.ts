import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_STATUS_MOVES, type OrderStatusBody, canMoveOrder } from "@printshop/contract"
import { type OrderRecord, deriveStatus, toAmount } from "../../lib/orders/order-view"
import type { ShopSetup } from "../../lib/products/shop-setup"
import { cancelShopOrderWorkflow } from "./workflows/cancel-order"
import { deliverOrderWorkflow } from "./workflows/deliver-order"
import { fulfilOrderWorkflow } from "./workflows/fulfil-order"
import { shipOrderWorkflow } from "./workflows/ship-order"

export class ImpossibleMove extends Error {}

const activeFulfillments = (order: OrderRecord) => (order.fulfillments ?? []).filter((fulfillment) => fulfillment && !fulfillment.canceled_at)

/**
 * Runs `work` holding the order's lock: a customer's cancel and a staff move of the same order
 * (or two of either) happen one after the other, each on the order as the other left it.
 */
export async function withOrderLock<T>(container: MedusaContainer, orderId: string, work: () => Promise<T>): Promise<T> {
  return container.resolve(Modules.LOCKING).execute(`order-move:${orderId}`, work, { timeout: 30 })
}

/**
 * Moves an order through its life (docs/architecture.md, "How an order flows") with Medusa's order
 * and fulfillment workflows: processing (a fulfillment), shipped (a shipment with carrier and
 * tracking number), delivered, cancelled (the stock comes back). A move its status does not allow
 * throws ImpossibleMove.
 */
export async function moveOrder(container: MedusaContainer, order: OrderRecord, body: OrderStatusBody, setup: ShopSetup) {
  const from = deriveStatus(order)
  if (!canMoveOrder(from, body.status)) {
    const allowed = ORDER_STATUS_MOVES[from]
    throw new ImpossibleMove(
      `An order that is ${from} cannot be marked ${body.status}.${allowed.length ? ` It can be marked ${allowed.join(" or ")}.` : ""}`
    )
  }
  const items = (order.items ?? []).filter(Boolean).map((item) => ({ id: item!.id!, quantity: toAmount(item!.quantity) }))
  const current = activeFulfillments(order)[0]
  switch (body.status) {
    case "processing":
      await fulfilOrderWorkflow(container).run({ input: { orderId: order.id, items, locationId: setup.stockLocationId } })
      return
    case "shipped":
      await shipOrderWorkflow(container).run({
        input: {
          orderId: order.id,
          fulfillmentId: current?.id ?? null,
          items,
          locationId: setup.stockLocationId,
          carrier: body.carrier!,
          trackingNumber: body.trackingNumber!,
          estimatedDelivery: body.estimatedDelivery || null,
        },
      })
      return
    case "delivered":
      await deliverOrderWorkflow(container).run({ input: { orderId: order.id, fulfillmentId: current!.id! } })
      return
    case "cancelled": {
      // The reserved units are back on sale when it ends.
      const productIds = (order.items ?? []).map((item) => item?.product_id ?? "")
      await cancelShopOrderWorkflow(container).run({ input: { orderId: order.id, fulfillmentId: current?.id ?? null, productIds } })
      return
    }
  }
}
