import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATEGORY_HANDLES, type CategoryHandle } from "@printshop/contract"
import { SALES_CHANNEL_NAME, STOCK_LOCATION_NAME } from "../shop"

export type ShopSetup = {
  salesChannelId: string
  stockLocationId: string
  shippingProfileId: string
  categoryIds: Record<CategoryHandle, string>
}

let cached: Promise<ShopSetup> | null = null

/** The records the seed made that new products are attached to (looked up once per process). */
export function shopSetup(container: MedusaContainer): Promise<ShopSetup> {
  cached ??= (async () => {
    const [[channel], [location], [profile], categories] = await Promise.all([
      container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: SALES_CHANNEL_NAME }, { take: 1 }),
      container.resolve(Modules.STOCK_LOCATION).listStockLocations({ name: STOCK_LOCATION_NAME }, { take: 1 }),
      container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" }, { take: 1 }),
      container.resolve(Modules.PRODUCT).listProductCategories({ handle: [...CATEGORY_HANDLES] }, { take: null }),
    ])
    if (!channel || !location || !profile || categories.length < CATEGORY_HANDLES.length) {
      throw new Error("The shop is not set up: run the seed first")
    }
    return {
      salesChannelId: channel.id,
      stockLocationId: location.id,
      shippingProfileId: profile.id,
      categoryIds: Object.fromEntries(categories.map((category) => [category.handle, category.id])) as Record<CategoryHandle, string>,
    }
  })().catch((error) => {
    cached = null
    throw error
  })
  return cached
}
