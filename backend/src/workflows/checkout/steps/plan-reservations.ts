import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { toAmount } from "../../../lib/orders/order-view"
import type { UnreservedLine } from "./inspect-interrupted-order"

/**
 * The input of Medusa's reserve-inventory step for order lines without a reservation: each
 * inventory item is reserved at the location with the most units available (the stock was just
 * checked, inside the stock lock, to cover them).
 */
export const planReservationsStep = createStep("plan-reservations", async (lines: UnreservedLine[], { container }) => {
  const itemIds = [...new Set(lines.flatMap((line) => line.inventory.map((entry) => entry.itemId)))]
  const levels = itemIds.length ? await container.resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: itemIds }) : []
  const bestLocation = new Map<string, { locationId: string; available: number }>()
  for (const level of levels) {
    const available = toAmount(level.stocked_quantity) - toAmount(level.reserved_quantity)
    const best = bestLocation.get(level.inventory_item_id)
    if (!best || available > best.available) bestLocation.set(level.inventory_item_id, { locationId: level.location_id, available })
  }
  const items = lines.flatMap((line) =>
    line.inventory.map((entry) => {
      const location = bestLocation.get(entry.itemId)
      if (!location) throw new Error(`Inventory item ${entry.itemId} is stocked at no location`)
      return {
        id: line.lineItemId,
        inventory_item_id: entry.itemId,
        required_quantity: entry.required,
        quantity: line.quantity,
        allow_backorder: false,
        location_ids: [location.locationId],
      }
    })
  )
  return new StepResponse({ items })
})
