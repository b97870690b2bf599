/**
 * The commerce settings the seed gives a new shop in Medusa: the spec's figures (8% sales tax,
 * $9.99 shipping, free above $99) and the 1-2 day express option its pages promise. From then on
 * the merchant changes them in Medusa's dashboard, and the shop reads them from there
 * (docs/decisions.md, "Medusa's settings decide"); nothing but the seed uses these numbers.
 */
export const SEEDED_TAX_RATE_PERCENT = 8
export const SEEDED_STANDARD_SHIPPING_PRICE = 9.99
/** An order whose item subtotal (before tax, after a promo code) is strictly above this ships free. */
export const SEEDED_FREE_SHIPPING_THRESHOLD = 99
export const SEEDED_EXPRESS_SHIPPING_PRICE = 24.99

export const STANDARD_SHIPPING_OPTION_NAME = "Standard Shipping"
export const FREE_SHIPPING_OPTION_NAME = "Free Shipping"
export const EXPRESS_SHIPPING_OPTION_NAME = "Express Shipping"

/** The returns policy's unit price above which return shipping is free (the store's metadata, FREE_RETURN_SHIPPING_SETTING). */
export const SEEDED_FREE_RETURN_SHIPPING_OVER = 100
