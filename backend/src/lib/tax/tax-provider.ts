/**
 * The id Medusa's tax module gives the shop's tax provider (src/modules/exemption-tax-provider,
 * registered in medusa-config.ts as `exemptions` with the id `shop`): the one the seed sets on the
 * country's tax region, and the one the merchant picks in Medusa's dashboard for exemptions to apply.
 */
export const SHOP_TAX_PROVIDER_ID = "tp_exemptions_shop"
export const SYSTEM_TAX_PROVIDER_ID = "tp_system"
