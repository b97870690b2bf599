import { CATEGORY_HANDLES, CATEGORY_LABELS, type CategoryHandle } from "@printshop/contract"

/**
 * The shop's setup in Medusa (names of the store's records), read by the seed and the API. Its
 * prices, tax and shipping are Medusa's settings (docs/decisions.md, "Medusa's settings decide");
 * the categories are the contract's (packages/contract), shared with the storefront.
 */
export const SHOP_NAME = "PrintShop Pro"
export const CURRENCY_CODE = "usd"
export const COUNTRY_CODE = "us"
export const REGION_NAME = "United States"
export const SALES_CHANNEL_NAME = "PrintShop Pro Web Store"
export const PUBLISHABLE_KEY_TITLE = "PrintShop Pro Storefront"
export const STOCK_LOCATION_NAME = "Tulsa Warehouse"
export const FULFILLMENT_SET_NAME = "Tulsa Warehouse shipping"

/** The context attribute that the shipping option rules compare with the threshold. */
export const ITEM_SUBTOTAL_RULE_ATTRIBUTE = "item_subtotal"

const CATEGORY_DESCRIPTIONS: Record<CategoryHandle, string> = {
  printers: "Laser, inkjet and multifunction printers for home and office.",
  "photo-printers": "Photo and large-format printers for studio-quality prints.",
  scanners: "Document and flatbed scanners for every workload.",
  "pos-systems": "Point-of-sale terminals and complete checkout systems.",
  "barcode-scanners": "Handheld, presentation and mobile barcode scanners.",
  "business-solutions": "Bundles and managed solutions for businesses.",
}

/** The six Medusa product categories the seed creates, named as the contract names them. */
export const PRODUCT_CATEGORIES = CATEGORY_HANDLES.map((handle) => ({
  handle,
  name: CATEGORY_LABELS[handle],
  description: CATEGORY_DESCRIPTIONS[handle],
}))

export type { CategoryHandle }
export { PRODUCT_TAGS } from "@printshop/contract"
