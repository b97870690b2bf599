import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { COUNTRY_CODE } from "../lib/shop"
import { SHOP_TAX_PROVIDER_ID, SYSTEM_TAX_PROVIDER_ID } from "../lib/tax/tax-provider"

/**
 * Runs once (`medusa db:migrate`): a shop seeded before tax exemption moves its country's tax
 * region from Medusa's system provider to the shop's (docs/decisions.md, "Tax exemption"), which
 * applies the same rates and also honours approved certificates. Later, the provider is the
 * merchant's choice in Medusa's dashboard. A new database has no region yet: the seed makes it
 * with the shop's provider.
 */
export default async function useShopTaxProvider({ container }: ExecArgs) {
  const regions = await container.resolve(Modules.TAX).listTaxRegions({ country_code: COUNTRY_CODE })
  const systems = regions.filter((region) => !region.parent_id && !region.province_code && region.provider_id === SYSTEM_TAX_PROVIDER_ID)
  if (!systems.length) return
  await updateTaxRegionsWorkflow(container).run({ input: systems.map((region) => ({ id: region.id, provider_id: SHOP_TAX_PROVIDER_ID })) })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`The tax region of ${COUNTRY_CODE.toUpperCase()} now uses the shop's tax provider (${SHOP_TAX_PROVIDER_ID})`)
}
