import { z } from "zod"
import { MAX_CART_LINE_QUANTITY, MAX_SAVED_CART_LINES, MAX_SAVED_WISHLIST } from "./saved-list-limits"

/**
 * A signed-in customer's cart and wishlist, kept with the account (docs/decisions.md, "Accounts"):
 * the cart's lines as product and quantity, the wishlist as product ids. Names, prices and pictures
 * are the catalogue's, read again when the lists are shown.
 */

/** A product's id in a saved list. */
export const savedProductIdSchema = z
  .string({ error: "Product id must be text" })
  .trim()
  .min(1, "Product id is required")
  .max(100, "Product id must be at most 100 characters")

const quantityMessage = `Quantity must be a whole number from 1 to ${MAX_CART_LINE_QUANTITY}`

export const savedCartLineSchema = z
  .object({
    productId: savedProductIdSchema,
    quantity: z.number({ error: quantityMessage }).int(quantityMessage).min(1, quantityMessage).max(MAX_CART_LINE_QUANTITY, quantityMessage),
  })
  .strict()
export type SavedCartLine = z.output<typeof savedCartLineSchema>

/** Each product once: a second line or entry for it would be ambiguous, so it is refused, not guessed at. */
function flagRepeats(ids: string[], ctx: z.RefinementCtx, message: string) {
  const seen = new Set<string>()
  ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: "custom", message, path: [index] })
    seen.add(id)
  })
}

export const savedCartSchema = z
  .array(savedCartLineSchema, { error: "The cart must be a list of { productId, quantity }" })
  .max(MAX_SAVED_CART_LINES, `The cart can hold at most ${MAX_SAVED_CART_LINES} lines`)
  .superRefine((lines, ctx) => flagRepeats(lines.map((line) => line.productId), ctx, "The product is already in the cart"))

export const savedWishlistSchema = z
  .array(savedProductIdSchema, { error: "The wishlist must be a list of product ids" })
  .max(MAX_SAVED_WISHLIST, `The wishlist can hold at most ${MAX_SAVED_WISHLIST} products`)
  .superRefine((ids, ctx) => flagRepeats(ids, ctx, "The product is already in the wishlist"))

/** PUT /api/user/cart: the cart's lines, replacing the saved ones. */
export const savedCartBodySchema = z.object({ items: savedCartSchema }).strict()
export type SavedCartBody = z.output<typeof savedCartBodySchema>

/** PUT /api/user/wishlist: the wishlist's products, replacing the saved ones. */
export const savedWishlistBodySchema = z.object({ productIds: savedWishlistSchema }).strict()
export type SavedWishlistBody = z.output<typeof savedWishlistBodySchema>

/** POST /api/user/saved-lists/merge: the browser's lists, merged into the account's. */
export const mergeSavedListsBodySchema = z.object({ cart: savedCartSchema, wishlist: savedWishlistSchema }).strict()
export type MergeSavedListsBody = z.output<typeof mergeSavedListsBodySchema>

/**
 * GET /api/user/saved-lists, and the answer of the PUTs and the merge: the account's lists, only
 * products the shop still sells.
 */
export const savedListsSchema = z.object({
  cart: z.array(z.object({ productId: z.string(), quantity: z.number() })),
  wishlist: z.array(z.string()),
})
export type SavedLists = z.output<typeof savedListsSchema>

/**
 * The browser's lists merged into the account's: every product of either, the larger quantity where
 * both hold it (so signing in twice on one device never doubles a line), the account's first and in
 * its order, then the browser's new ones, up to the lists' limits.
 */
export function mergeSavedLists(account: SavedLists, browser: SavedLists): SavedLists {
  const quantities = new Map<string, number>()
  for (const { productId, quantity } of [...account.cart, ...browser.cart]) {
    quantities.set(productId, Math.max(quantities.get(productId) ?? 0, quantity))
  }
  const cart = [...quantities].slice(0, MAX_SAVED_CART_LINES).map(([productId, quantity]) => ({ productId, quantity }))
  const wishlist = [...new Set([...account.wishlist, ...browser.wishlist])].slice(0, MAX_SAVED_WISHLIST)
  return { cart, wishlist }
}
