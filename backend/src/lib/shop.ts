/**
 * The shop's business constants, set once here and read by the seed, the API and the checkout.
 * The storefront renders its shipping promises from the same numbers (SPEC §9, DESIGN §4).
 */
export const SHOP_NAME = "PrintShop Pro"
export const CURRENCY_CODE = "usd"
export const COUNTRY_CODE = "us"
export const REGION_NAME = "United States"
export const SALES_CHANNEL_NAME = "PrintShop Pro Web Store"
export const PUBLISHABLE_KEY_TITLE = "PrintShop Pro Storefront"
export const STOCK_LOCATION_NAME = "Tulsa Warehouse"
export const FULFILLMENT_SET_NAME = "Tulsa Warehouse shipping"

/** Item subtotal (before tax) strictly above this ships free. */
export const FREE_SHIPPING_THRESHOLD = 99
export const STANDARD_SHIPPING_PRICE = 9.99
/** Sales tax in percent of the item subtotal; shipping is not taxed. */
export const TAX_RATE_PERCENT = 8

export const STANDARD_SHIPPING_OPTION_NAME = "Standard Shipping"
export const FREE_SHIPPING_OPTION_NAME = "Free Shipping"
/** The context attribute that the shipping option rules compare with the threshold. */
export const ITEM_SUBTOTAL_RULE_ATTRIBUTE = "item_subtotal"

export const PRODUCT_CATEGORIES = [
  { handle: "printers", name: "Printers", description: "Laser, inkjet and multifunction printers for home and office." },
  { handle: "photo-printers", name: "Photo Printers", description: "Photo and large-format printers for studio-quality prints." },
  { handle: "scanners", name: "Scanners", description: "Document and flatbed scanners for every workload." },
  { handle: "pos-systems", name: "POS Systems", description: "Point-of-sale terminals and complete checkout systems." },
  { handle: "barcode-scanners", name: "Barcode Scanners", description: "Handheld, presentation and mobile barcode scanners." },
  { handle: "business-solutions", name: "Business Solutions", description: "Bundles and managed solutions for businesses." },
] as const

export type CategoryHandle = (typeof PRODUCT_CATEGORIES)[number]["handle"]

export const PRODUCT_TAGS = ["bestseller", "new", "sale"] as const
