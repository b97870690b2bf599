import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  MAX_SAVED_CART_LINES,
  MAX_SAVED_WISHLIST,
  type SavedLists,
  savedCartLineSchema,
  savedProductIdSchema,
} from "@printshop/contract"
import { getCatalogueIndex } from "../../modules/catalogue/catalogue-index"
import { missingAsNull } from "../database/missing-as-null"

/**
 * A signed-in customer's cart and wishlist live in the Medusa customer's metadata under these keys
 * (docs/decisions.md, "Accounts"). Medusa merges a metadata update into what is there, so writing
 * these two keys leaves every other key as it was.
 */
export const SAVED_CART_KEY = "saved_cart"
export const SAVED_WISHLIST_KEY = "saved_wishlist"

/**
 * The lists as stored, read leniently: metadata can also be edited in Medusa's dashboard or store
 * API, so an entry that is not a valid line is skipped rather than failing the whole answer.
 */
export function savedListsFromMetadata(metadata: Record<string, unknown> | null | undefined): SavedLists {
  const storedCart = metadata?.[SAVED_CART_KEY]
  const storedWishlist = metadata?.[SAVED_WISHLIST_KEY]
  const cart: SavedLists["cart"] = []
  const inCart = new Set<string>()
  for (const entry of Array.isArray(storedCart) ? storedCart : []) {
    const line = savedCartLineSchema.safeParse(entry)
    if (!line.success || inCart.has(line.data.productId) || cart.length >= MAX_SAVED_CART_LINES) continue
    inCart.add(line.data.productId)
    cart.push(line.data)
  }
  const wishlist: string[] = []
  for (const entry of Array.isArray(storedWishlist) ? storedWishlist : []) {
    const id = savedProductIdSchema.safeParse(entry)
    if (id.success && !wishlist.includes(id.data) && wishlist.length < MAX_SAVED_WISHLIST) wishlist.push(id.data)
  }
  return { cart, wishlist }
}

/** Only the products a shopper can still see and buy: one deleted or unpublished since is left out. */
export async function onlySoldProducts(container: MedusaContainer, lists: SavedLists): Promise<SavedLists> {
  const index = await getCatalogueIndex(container)
  return {
    cart: lists.cart.filter((line) => index.has(line.productId)),
    wishlist: lists.wishlist.filter((id) => index.has(id)),
  }
}

/** The customer's metadata, or null when the customer no longer exists. */
async function metadataOf(container: MedusaContainer, customerId: string) {
  const customer = await missingAsNull(container.resolve(Modules.CUSTOMER).retrieveCustomer(customerId, { select: ["id", "metadata"] }))
  return customer ? (customer.metadata ?? {}) : null
}

/** The customer's saved lists as answered (products no longer sold left out), or null without the customer. */
export async function savedListsOf(container: MedusaContainer, customerId: string): Promise<SavedLists | null> {
  const metadata = await metadataOf(container, customerId)
  return metadata ? onlySoldProducts(container, savedListsFromMetadata(metadata)) : null
}

/**
 * Changes the customer's saved lists: `change` gets the stored lists and answers the new ones, which
 * are kept (products no longer sold left out) and answered. One customer's changes run one at a
 * time, so a cart and a wishlist saved at the same moment both stay. Null without the customer.
 */
export async function changeSavedLists(
  container: MedusaContainer,
  customerId: string,
  change: (stored: SavedLists) => SavedLists
): Promise<SavedLists | null> {
  return container.resolve(Modules.LOCKING).execute(`saved-lists:${customerId}`, async () => {
    const metadata = await metadataOf(container, customerId)
    if (!metadata) return null
    const lists = await onlySoldProducts(container, change(savedListsFromMetadata(metadata)))
    // The module's update, not a workflow: a list saved at every change of a cart is no profile
    // change for subscribers to hear of.
    await container.resolve(Modules.CUSTOMER).updateCustomers(customerId, {
      metadata: { [SAVED_CART_KEY]: lists.cart, [SAVED_WISHLIST_KEY]: lists.wishlist },
    })
    return lists
  })
}
