import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { toAmount } from "../../../lib/orders/order-view"
import { CheckoutRefusal } from "./checkout-refusal"
import type { OrderLine } from "./resolve-order-lines"

/** Units of the product that can still be sold: stocked minus reserved, over every location. */
function availableUnits(line: OrderLine, unitsByItem: Map<string, number>): number {
  if (line.markedOutOfStock) return 0
  if (!line.inventory.length) return Number.POSITIVE_INFINITY
  return Math.min(
    ...line.inventory.map(({ itemId, required }) => Math.max(0, Math.floor((unitsByItem.get(itemId) ?? 0) / required)))
  )
}

/**
 * Refuses the checkout when the stock cannot cover a line, reading the stock of every line in one
 * query. Runs before the cart is made and again inside the stock lock, right before completion.
 */
export const checkStockStep = createStep("check-stock", async (lines: OrderLine[], { container }) => {
  const itemIds = [...new Set(lines.flatMap((line) => line.inventory.map((entry) => entry.itemId)))]
  const levels = itemIds.length ? await container.resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: itemIds }) : []
  const unitsByItem = new Map<string, number>()
  for (const level of levels) {
    const units = toAmount(level.stocked_quantity) - toAmount(level.reserved_quantity)
    unitsByItem.set(level.inventory_item_id, (unitsByItem.get(level.inventory_item_id) ?? 0) + units)
  }
  for (const line of lines) {
    const available = availableUnits(line, unitsByItem)
    if (available < line.quantity) {
      throw new CheckoutRefusal({
        code: "insufficient_stock",
        productId: line.productId,
        name: line.name,
        available: Number.isFinite(available) ? available : 0,
      })
    }
  }
  return new StepResponse({ checked: lines.length })
})
