// The saved cart's and wishlist's limits without zod: a module of its own, so the storefront's
// main bundle, which keeps the lists in step with the account, does not take the schemas along.

/** The most units of one product a cart line holds: as many as an order line takes. */
export const MAX_CART_LINE_QUANTITY = 999
/** The most lines a saved cart holds: as many as an order takes. */
export const MAX_SAVED_CART_LINES = 100
/** The most products a saved wishlist holds. */
export const MAX_SAVED_WISHLIST = 100
