import { useEffect } from 'react'
import {
  MAX_CART_LINE_QUANTITY,
  MAX_SAVED_CART_LINES,
  MAX_SAVED_WISHLIST,
  type Product,
  type SavedLists,
} from '@printshop/contract'
import { cartProductOf, useCartStore, type CartItem } from '@/stores/cart-store'
import { useWishlistStore } from '@/stores/wishlist-store'
import { ApiError, apiRequest, type HttpMethod } from './api-client'
import { getAuthToken, onAuthTokenChange } from './auth-token'
import { loadContractSchemas } from './contract-schemas'
import { stockLimit } from './stock'

// A signed-in customer's cart and wishlist follow the account (docs/decisions.md, "Accounts"). The
// stores stay the browser's as before; this module keeps them and the account in step:
// - signing in merges the browser's lists into the account's and loads the result;
// - opening the shop signed in loads the account's lists (they are the truth while signed in),
//   unless this browser holds changes not saved yet (a page left or reloaded within the moment
//   before its save): then the browser's lists are saved to the account instead;
// - every change while signed in is saved, a moment after the last one;
// - the session ending empties the browser's lists (the account keeps them).

/** How long after the last change the lists are saved: a burst of clicks is one request. */
export const SAVE_DELAY_MS = 800

/**
 * Set once this browser's lists hold the account's, cleared when the session ends. Without it a
 * signed-in shop merges rather than loads: a sign-in whose merge did not get through (or a session
 * from before the lists were kept) must not lose the browser's lines.
 */
export const SAVED_LISTS_SYNCED_KEY = 'printshop-saved-lists-synced'

/**
 * Set while a change made signed in has not reached the account yet, cleared once it has: the next
 * start of the shop in this browser sends the browser's lists rather than loading the account's
 * older ones over them.
 */
export const SAVED_LISTS_UNSAVED_KEY = 'printshop-saved-lists-unsaved'

/** Reads one product as the shop shows it; rejects with a 404 ApiError for one no longer sold. */
export type FetchProduct = (id: string) => Promise<Product>

type Sync = {
  fetchProduct: FetchProduct
  /** The token last seen: a change from none to one is a sign-in, from one to none a sign-out. */
  token: string | null
  /** Bumped when the session starts or ends: answers for an earlier one are dropped. */
  generation: number
  /** The stores hold the account's lists, so changes are saved (until then they wait for the load). */
  synced: boolean
  /** The merge or load under way. */
  loading: Promise<void> | null
  /** The browser's lists when a load was first tried: what changed since is the shopper's own. */
  loadBase: SavedLists | null
  /** The account's lists as far as this browser knows, as keys (see keyOf). */
  saved: { cart: string; wishlist: string }
  timer: ReturnType<typeof setTimeout> | null
  saving: Promise<void>
  /** Set while this module writes the stores, so its own writes are not taken for the shopper's. */
  applying: boolean
}

let sync: Sync | null = null

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

function writeFlag(key: string, on: boolean) {
  try {
    if (on) window.localStorage.setItem(key, '1')
    else window.localStorage.removeItem(key)
  } catch {
    // Storage unavailable: the next start merges, which loses nothing.
  }
}

const storage = {
  synced: () => readFlag(SAVED_LISTS_SYNCED_KEY),
  setSynced: (synced: boolean) => writeFlag(SAVED_LISTS_SYNCED_KEY, synced),
  unsaved: () => readFlag(SAVED_LISTS_UNSAVED_KEY),
  setUnsaved: (unsaved: boolean) => writeFlag(SAVED_LISTS_UNSAVED_KEY, unsaved),
}

/** The browser's lists as the account keeps them: product and quantity, product ids, within the API's limits. */
export function browserLists(): SavedLists {
  const seen = new Set<string>()
  const cart: SavedLists['cart'] = []
  for (const { productId, quantity } of useCartStore.getState().items) {
    if (seen.has(productId) || cart.length >= MAX_SAVED_CART_LINES) continue
    seen.add(productId)
    cart.push({ productId, quantity: Math.min(Math.max(1, Math.floor(quantity)), MAX_CART_LINE_QUANTITY) })
  }
  const wishlist = [...new Set(useWishlistStore.getState().items.map((item) => item.id))].slice(0, MAX_SAVED_WISHLIST)
  return { cart, wishlist }
}

const keyOf = (lists: SavedLists) => ({ cart: JSON.stringify(lists.cart), wishlist: JSON.stringify(lists.wishlist) })

/**
 * The account's lists with the shopper's own changes made while they were on their way: a line the
 * shopper changed, added or removed since `base` is taken from `now`, every other from the account.
 */
export function withChangesSince(account: SavedLists, base: SavedLists, now: SavedLists): SavedLists {
  const baseQuantity = new Map(base.cart.map((line) => [line.productId, line.quantity]))
  const nowQuantity = new Map(now.cart.map((line) => [line.productId, line.quantity]))
  const lineChanged = (id: string) => baseQuantity.get(id) !== nowQuantity.get(id)
  const cart = account.cart.flatMap((line) => {
    if (!lineChanged(line.productId)) return [line]
    const quantity = nowQuantity.get(line.productId)
    return quantity === undefined ? [] : [{ productId: line.productId, quantity }]
  })
  const inAccountCart = new Set(account.cart.map((line) => line.productId))
  cart.push(...now.cart.filter((line) => lineChanged(line.productId) && !inAccountCart.has(line.productId)))

  const baseWishlist = new Set(base.wishlist)
  const nowWishlist = new Set(now.wishlist)
  const removed = (id: string) => baseWishlist.has(id) && !nowWishlist.has(id)
  const wishlist = account.wishlist.filter((id) => !removed(id))
  wishlist.push(...now.wishlist.filter((id) => !baseWishlist.has(id) && !wishlist.includes(id)))
  return { cart, wishlist }
}

async function send(method: HttpMethod, url: string, body?: unknown): Promise<SavedLists> {
  const [response, { savedListsSchema }] = await Promise.all([apiRequest(method, url, body), loadContractSchemas()])
  return savedListsSchema.parse(await response.json())
}

/**
 * The products of the lists, by id: null for one the shop no longer sells. Any other failure rejects,
 * so that a product the network lost is never taken for one removed.
 */
async function productsOf(fetchProduct: FetchProduct, ids: string[]): Promise<Map<string, Product | null>> {
  const products = await Promise.all(
    ids.map((id) =>
      fetchProduct(id).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }),
    ),
  )
  return new Map(ids.map((id, index) => [id, products[index]]))
}

/** Writes `lists` into the stores: cart lines with the products' details now, capped at their stock. */
function putInStores(state: Sync, lists: SavedLists, products: Map<string, Product | null>) {
  const { items: currentItems, promoCode } = useCartStore.getState()
  const current = new Map(currentItems.map((item) => [item.productId, item]))
  let nextId = Math.max(Date.now(), ...currentItems.map((item) => item.id + 1))
  const items: CartItem[] = []
  for (const { productId, quantity } of lists.cart) {
    const line = current.get(productId)
    const product = products.get(productId)
    // A product not asked for is a line the shopper changed meanwhile: it keeps what it holds.
    if (product === undefined) {
      if (line) items.push({ ...line, quantity })
      continue
    }
    if (product === null) continue
    const limit = stockLimit(product.stockQuantity)
    items.push({
      id: line?.id ?? nextId++,
      productId,
      quantity: limit === undefined ? quantity : Math.min(quantity, limit),
      product: cartProductOf(product),
    })
  }
  const wished = new Map(useWishlistStore.getState().items.map((item) => [item.id, item]))
  const wishlist = lists.wishlist.flatMap((id) => {
    const product = products.has(id) ? products.get(id) : wished.get(id)
    return product ? [product] : []
  })
  state.applying = true
  try {
    useCartStore.setState({ items, promoCode: items.length > 0 ? promoCode : null })
    useWishlistStore.setState({ items: wishlist })
  } finally {
    state.applying = false
  }
}

/**
 * Brings the account's lists into the stores: merged with the browser's after a sign-in (or when
 * this browser never held them), else loaded as they are. A failure leaves the stores as they
 * are; the next change tries again.
 */
function loadAccountLists(state: Sync): Promise<void> {
  if (state.loading) return state.loading
  const { generation } = state
  const merge = !storage.synced()
  // Changes this browser made signed in that never reached the account: they are the newest.
  const push = !merge && storage.unsaved()
  const base = merge ? browserLists() : (state.loadBase ??= browserLists())
  const loading = (async () => {
    try {
      const account = merge
        ? await send('POST', '/api/user/saved-lists/merge', base)
        : push
          ? (await send('PUT', '/api/user/cart', { items: base.cart }), await send('PUT', '/api/user/wishlist', { productIds: base.wishlist }))
          : await send('GET', '/api/user/saved-lists')
      const ids = [...new Set([...account.cart.map((line) => line.productId), ...account.wishlist])]
      const products = await productsOf(state.fetchProduct, ids)
      if (sync !== state || state.generation !== generation) return
      putInStores(state, withChangesSince(account, base, browserLists()), products)
      state.saved = keyOf(account)
      state.synced = true
      state.loadBase = null
      storage.setSynced(true)
      if (push) storage.setUnsaved(false)
      // Lines the shopper changed meanwhile, capped at the stock or no longer sold: the account hears of them.
      scheduleSave(state)
    } catch (error) {
      console.warn('The cart and wishlist of the account could not be loaded; the next change tries again.', error)
    } finally {
      // A session that began since has a load of its own.
      if (state.generation === generation) state.loading = null
    }
  })()
  state.loading = loading
  return loading
}

/** Saves what differs from the account's lists, a moment after the last change. */
function scheduleSave(state: Sync) {
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  const now = keyOf(browserLists())
  if (now.cart === state.saved.cart && now.wishlist === state.saved.wishlist) return
  storage.setUnsaved(true)
  state.timer = setTimeout(() => void saveNow(state), SAVE_DELAY_MS)
}

/**
 * Sends the lists as they are when it runs (the last change wins), after any save under way. A
 * failed save is only logged: the lists still differ from the account's, so the next change sends
 * them again.
 */
function saveNow(state: Sync): Promise<void> {
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  state.saving = state.saving.then(async () => {
    if (sync !== state || !state.synced || !state.token) return
    const { generation } = state
    const lists = browserLists()
    const key = keyOf(lists)
    try {
      if (key.cart !== state.saved.cart) {
        await send('PUT', '/api/user/cart', { items: lists.cart })
        if (state.generation === generation) state.saved.cart = key.cart
      }
      if (key.wishlist !== state.saved.wishlist) {
        await send('PUT', '/api/user/wishlist', { productIds: lists.wishlist })
        if (state.generation === generation) state.saved.wishlist = key.wishlist
      }
      const now = keyOf(browserLists())
      if (state.generation === generation && !state.timer && now.cart === state.saved.cart && now.wishlist === state.saved.wishlist) {
        storage.setUnsaved(false)
      }
    } catch (error) {
      console.warn('The cart and wishlist could not be saved to the account; the next change tries again.', error)
    }
  })
  return state.saving
}

function onListsChange(state: Sync) {
  if (state.applying || !state.token) return
  // While the account's lists are on their way they take this change in when they arrive; a
  // load that failed is tried again.
  if (!state.synced) {
    void loadAccountLists(state)
    return
  }
  scheduleSave(state)
}

function onSessionChange(state: Sync) {
  const token = getAuthToken()
  const previous = state.token
  state.token = token
  if (token === previous) return
  if (token && previous) return // A new token of the same session (a changed e-mail or password).
  state.generation += 1
  state.synced = false
  state.loading = null
  state.loadBase = null
  state.saved = keyOf({ cart: [], wishlist: [] })
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  storage.setSynced(false)
  storage.setUnsaved(false)
  if (token) {
    void loadAccountLists(state)
    return
  }
  // Signed out: nothing of the customer's lists stays on the device; the account keeps them.
  state.applying = true
  try {
    useCartStore.getState().clearCart()
    useWishlistStore.getState().clearWishlist()
  } finally {
    state.applying = false
  }
}

/** Starts keeping the stores and the account in step; answers the function that stops it. */
export function startSavedListsSync(fetchProduct: FetchProduct): () => void {
  const state: Sync = {
    fetchProduct,
    token: getAuthToken(),
    generation: 0,
    synced: false,
    loading: null,
    loadBase: null,
    saved: keyOf({ cart: [], wishlist: [] }),
    timer: null,
    saving: Promise.resolve(),
    applying: false,
  }
  sync = state
  const stops = [
    onAuthTokenChange(() => onSessionChange(state)),
    useCartStore.subscribe(() => onListsChange(state)),
    useWishlistStore.subscribe(() => onListsChange(state)),
  ]
  if (state.token) void loadAccountLists(state)
  return () => {
    for (const stop of stops) stop()
    if (state.timer) clearTimeout(state.timer)
    state.timer = null
    state.generation += 1
    if (sync === state) sync = null
  }
}

/** Keeps the cart and wishlist with the account while signed in; mounted once, at the app's root. */
export function useSavedListsSync(fetchProduct: FetchProduct) {
  useEffect(() => startSavedListsSync(fetchProduct), [fetchProduct])
}

const withinMs = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))])

/**
 * Resolves once the lists merged at a sign-in are in the stores, so the page signed in to (the
 * checkout, often) opens with them; at most `ms` later, whatever the network does.
 */
export function savedListsLoaded(ms = 4000): Promise<void> {
  return sync?.loading ? withinMs(sync.loading, ms) : Promise.resolve()
}

/** Sends a save still waiting for its moment, before the session ends (at most `ms`). */
export function flushSavedLists(ms = 3000): Promise<void> {
  const state = sync
  if (!state || !state.synced) return Promise.resolve()
  return withinMs(state.timer ? saveNow(state) : state.saving, ms)
}
