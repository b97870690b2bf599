import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * Sets the units of an inventory item at a location that can still be sold, as staff see and type
 * them (the shop's stock is Medusa's stocked less reserved): units held by placed orders stay on
 * top. Creates the level when missing. Compensation puts the previous quantity back, or removes
 * the level it created.
 */
export const setStockLevelStep = createStep(
  "set-stock-level",
  async (input: { inventoryItemId: string; locationId: string; availableQuantity: number }, { container }) => {
    const inventory = container.resolve(Modules.INVENTORY)
    const [level] = await inventory.listInventoryLevels(
      { inventory_item_id: input.inventoryItemId, location_id: input.locationId },
      { take: 1 }
    )
    if (level) {
      const reserved = Number(level.reserved_quantity ?? 0)
      await inventory.updateInventoryLevels([
        { inventory_item_id: input.inventoryItemId, location_id: input.locationId, stocked_quantity: input.availableQuantity + reserved },
      ])
      return new StepResponse(undefined, { ...input, previous: Number(level.stocked_quantity), created: false })
    }
    await inventory.createInventoryLevels([
      { inventory_item_id: input.inventoryItemId, location_id: input.locationId, stocked_quantity: input.availableQuantity },
    ])
    return new StepResponse(undefined, { ...input, previous: 0, created: true })
  },
  async (state, { container }) => {
    if (!state) return
    const inventory = container.resolve(Modules.INVENTORY)
    if (state.created) {
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: state.inventoryItemId, location_id: state.locationId }, { take: 1 })
      if (level) await inventory.deleteInventoryLevels([level.id])
      return
    }
    await inventory.updateInventoryLevels([
      { inventory_item_id: state.inventoryItemId, location_id: state.locationId, stocked_quantity: state.previous },
    ])
  }
)
