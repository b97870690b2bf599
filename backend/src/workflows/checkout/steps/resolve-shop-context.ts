import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { REGION_NAME, SALES_CHANNEL_NAME } from "../../../lib/shop"

/** The shop's US region and web sales channel (created by the seed). */
export const resolveShopContextStep = createStep("resolve-shop-context", async (_: void, { container }) => {
  const [[region], [channel]] = await Promise.all([
    container.resolve(Modules.REGION).listRegions({ name: REGION_NAME }, { take: 1 }),
    container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: SALES_CHANNEL_NAME }, { take: 1 }),
  ])
  if (!region || !channel) throw new Error("The shop is not set up: run the seed first")
  return new StepResponse({ regionId: region.id, salesChannelId: channel.id })
})
