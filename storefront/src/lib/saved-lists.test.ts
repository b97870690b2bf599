import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product, SavedLists } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { logout } from '@/lib/auth'
import { AUTH_TOKEN_KEY, removeAuthToken, setAuthToken } from '@/lib/auth-token'
import {
  SAVED_LISTS_SYNCED_KEY,
  SAVED_LISTS_UNSAVED_KEY,
  SAVE_DELAY_MS,
  flushSavedLists,
  savedListsLoaded,
  startSavedListsSync,
  withChangesSince,
} from '@/lib/saved-lists'
import { CART_STORAGE_KEY, useCartStore } from '@/stores/cart-store'
import { WISHLIST_STORAGE_KEY, useWishlistStore } from '@/stores/wishlist-store'
import { makeProduct } from '@/testing/fixtures'
import { fetchMock, jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'

const laser = makeProduct({ id: 'prod_laser', name: 'LaserJet', price: '299.00', stockQuantity: 10 })
const inkjet = makeProduct({ id: 'prod_inkjet', name: 'OfficeJet', price: '149.00', stockQuantity: 3 })
const scanner = makeProduct({ id: 'prod_scanner', name: 'ScanJet', price: '89.00', stockQuantity: 7 })
const CATALOGUE = new Map([laser, inkjet, scanner].map((product) => [product.id, product]))

/** The product API as the shop answers it: a product no longer sold is a 404. */
const fetchProduct = vi.fn(async (id: string): Promise<Product> => {
  const product = CATALOGUE.get(id)
  if (!product) throw new ApiError(404, 'Not Found', '')
  return { ...product }
})

type Sent = { method: string; path: string; body: unknown }
let sent: Sent[] = []
let account: SavedLists = { cart: [], wishlist: [] }
/** Answers of the saved-lists routes that fail, by path. */
let failing = new Set<string>()

/** The account's side of the API: the routes of the saved lists, and sign-out. */
function serveAccount() {
  sent = []
  mockApi(async () => jsonResponse({}, 404))
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    sent.push({ method: init?.method ?? 'GET', path, body })
    if (failing.has(path)) return jsonResponse({ message: 'Something went wrong on our side. Please try again.', errors: [] }, 500)
    if (path === '/api/user/saved-lists') return jsonResponse(account)
    if (path === '/api/user/saved-lists/merge') {
      const browser = body as SavedLists
      const quantities = new Map<string, number>()
      for (const line of [...account.cart, ...browser.cart]) quantities.set(line.productId, Math.max(quantities.get(line.productId) ?? 0, line.quantity))
      account = { cart: [...quantities].map(([productId, quantity]) => ({ productId, quantity })), wishlist: [...new Set([...account.wishlist, ...browser.wishlist])] }
      return jsonResponse(account)
    }
    if (path === '/api/user/cart') return jsonResponse((account = { ...account, cart: (body as { items: SavedLists['cart'] }).items }))
    if (path === '/api/user/wishlist') return jsonResponse((account = { ...account, wishlist: (body as { productIds: string[] }).productIds }))
    if (path === '/api/logout') return jsonResponse({ message: 'Logged out' })
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

const cart = () => useCartStore.getState()
const wishlist = () => useWishlistStore.getState()
const cartLines = () => cart().items.map(({ productId, quantity }) => ({ productId, quantity }))
const saves = () => sent.filter((request) => request.method === 'PUT')
const snapshot = (product: Product) => ({ id: product.id, name: product.name, price: product.price, image: product.image, stockQuantity: product.stockQuantity })

let stop: () => void = () => {}

beforeEach(() => {
  account = { cart: [], wishlist: [] }
  failing = new Set()
  fetchProduct.mockClear()
  cart().clearCart()
  wishlist().clearWishlist()
  serveAccount()
})

afterEach(() => {
  stop()
  vi.useRealTimers()
  resetApiMock()
  vi.restoreAllMocks()
})

describe('signing in', () => {
  it("merges the browser's cart and wishlist into the account's, then loads the merged lists with the products as they are now", async () => {
    stop = startSavedListsSync(fetchProduct)
    // A visitor's lists, kept in the browser as before: nothing is sent for them.
    cart().addItem({ ...snapshot(laser), price: '250.00' }, 1)
    cart().addItem(snapshot(inkjet), 2)
    wishlist().addItem(scanner)
    expect(sent).toEqual([])

    // The account, from another device: more of the laser, a scanner, and a product no longer sold.
    account = { cart: [{ productId: 'prod_laser', quantity: 2 }, { productId: 'prod_scanner', quantity: 1 }, { productId: 'prod_gone', quantity: 1 }], wishlist: ['prod_laser'] }
    setAuthToken('tok-1')
    await savedListsLoaded()

    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/user/saved-lists/merge',
      body: { cart: [{ productId: 'prod_laser', quantity: 1 }, { productId: 'prod_inkjet', quantity: 2 }], wishlist: ['prod_scanner'] },
    })
    expect(cartLines()).toEqual([
      { productId: 'prod_laser', quantity: 2 },
      { productId: 'prod_scanner', quantity: 1 },
      { productId: 'prod_inkjet', quantity: 2 },
    ])
    // Each line shows the product as the shop sells it now (the laser's price is today's).
    expect(cart().items.map((item) => item.product)).toEqual([snapshot(laser), snapshot(scanner), snapshot(inkjet)])
    expect(wishlist().items.map((item) => item.id)).toEqual(['prod_laser', 'prod_scanner'])
    expect(localStorage.getItem(SAVED_LISTS_SYNCED_KEY)).toBe('1')
  })

  it('signing in twice on one device doubles nothing', async () => {
    stop = startSavedListsSync(fetchProduct)
    cart().addItem(snapshot(laser), 2)
    setAuthToken('tok-1')
    await savedListsLoaded()
    removeAuthToken()
    // Signed out the browser holds nothing; the same lines added again and signed in again.
    cart().addItem(snapshot(laser), 2)
    setAuthToken('tok-2')
    await savedListsLoaded()

    expect(cartLines()).toEqual([{ productId: 'prod_laser', quantity: 2 }])
  })

  it('keeps what the shopper changes while the merged lists are on their way', async () => {
    stop = startSavedListsSync(fetchProduct)
    cart().addItem(snapshot(laser), 1)
    account = { cart: [{ productId: 'prod_inkjet', quantity: 1 }], wishlist: [] }
    setAuthToken('tok-1')
    // Before the answer arrives: the laser removed, a scanner added.
    cart().removeItem(cart().items[0].id)
    cart().addItem(snapshot(scanner), 1)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await savedListsLoaded()

    expect(cartLines()).toEqual([{ productId: 'prod_inkjet', quantity: 1 }, { productId: 'prod_scanner', quantity: 1 }])
    // The account hears of them.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(account.cart).toEqual([{ productId: 'prod_inkjet', quantity: 1 }, { productId: 'prod_scanner', quantity: 1 }])
  })

  it('caps a line from the account at the stock the product has now', async () => {
    stop = startSavedListsSync(fetchProduct)
    account = { cart: [{ productId: 'prod_inkjet', quantity: 5 }], wishlist: [] }
    setAuthToken('tok-1')
    await savedListsLoaded()

    expect(cartLines()).toEqual([{ productId: 'prod_inkjet', quantity: 3 }])
  })
})

describe('opening the shop signed in', () => {
  it("loads the account's lists: a line removed on another device stays removed", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    localStorage.setItem(SAVED_LISTS_SYNCED_KEY, '1')
    cart().addItem(snapshot(laser), 2)
    cart().addItem(snapshot(inkjet), 1)
    wishlist().addItem(scanner)
    account = { cart: [{ productId: 'prod_inkjet', quantity: 1 }], wishlist: [] }

    stop = startSavedListsSync(fetchProduct)
    await savedListsLoaded()

    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/user/saved-lists'])
    expect(cartLines()).toEqual([{ productId: 'prod_inkjet', quantity: 1 }])
    expect(wishlist().items).toEqual([])
  })

  it("merges when this browser never held the account's lists, so nothing in it is lost", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    cart().addItem(snapshot(laser), 2)
    account = { cart: [{ productId: 'prod_inkjet', quantity: 1 }], wishlist: [] }

    stop = startSavedListsSync(fetchProduct)
    await savedListsLoaded()

    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/user/saved-lists/merge' })
    expect(cartLines()).toEqual([{ productId: 'prod_inkjet', quantity: 1 }, { productId: 'prod_laser', quantity: 2 }])
  })

  it('leaves the lists as they are when the account cannot be reached, and tries again at the next change', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    localStorage.setItem(SAVED_LISTS_SYNCED_KEY, '1')
    cart().addItem(snapshot(laser), 2)
    failing.add('/api/user/saved-lists')

    stop = startSavedListsSync(fetchProduct)
    await savedListsLoaded()
    expect(cartLines()).toEqual([{ productId: 'prod_laser', quantity: 2 }])

    failing.clear()
    account = { cart: [{ productId: 'prod_inkjet', quantity: 1 }], wishlist: [] }
    wishlist().addItem(scanner)
    await savedListsLoaded()
    // The account's cart; the wishlist change made meanwhile is the shopper's and stays.
    expect(cartLines()).toEqual([{ productId: 'prod_inkjet', quantity: 1 }])
    expect(wishlist().items.map((item) => item.id)).toEqual(['prod_scanner'])
  })
})

describe('while signed in', () => {
  async function signedIn() {
    stop = startSavedListsSync(fetchProduct)
    setAuthToken('tok-1')
    await savedListsLoaded()
    sent = []
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  }

  it('saves every change to the account a moment after the last one, the last change winning', async () => {
    await signedIn()
    cart().addItem(snapshot(laser), 1)
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS / 2)
    cart().addItem(snapshot(laser), 1)
    cart().addItem(snapshot(inkjet), 1)
    expect(saves()).toEqual([])

    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(saves()).toEqual([
      { method: 'PUT', path: '/api/user/cart', body: { items: [{ productId: 'prod_laser', quantity: 2 }, { productId: 'prod_inkjet', quantity: 1 }] } },
    ])

    wishlist().toggleItem(scanner)
    cart().updateQuantity(cart().items[0].id, 5)
    cart().setPromoCode('SAVE10')
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(saves().slice(1)).toEqual([
      { method: 'PUT', path: '/api/user/cart', body: { items: [{ productId: 'prod_laser', quantity: 5 }, { productId: 'prod_inkjet', quantity: 1 }] } },
      { method: 'PUT', path: '/api/user/wishlist', body: { productIds: ['prod_scanner'] } },
    ])

    // A promo code or a price is not part of the saved lists: nothing more is sent.
    cart().updatePrices([{ productId: 'prod_laser', price: '279.00' }])
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(saves()).toHaveLength(3)
  })

  it('keeps a change made just before the page was left or reloaded: the next start sends it instead of loading the older account lists', async () => {
    await signedIn()
    cart().addItem(snapshot(laser), 2)
    wishlist().toggleItem(scanner)
    // The page goes (a reload, a link typed in) before the save's moment.
    stop()
    expect(saves()).toEqual([])
    expect(localStorage.getItem(SAVED_LISTS_UNSAVED_KEY)).toBe('1')
    vi.useRealTimers()

    stop = startSavedListsSync(fetchProduct)
    await savedListsLoaded()

    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/user/cart', 'PUT /api/user/wishlist'])
    expect(account).toEqual({ cart: [{ productId: 'prod_laser', quantity: 2 }], wishlist: ['prod_scanner'] })
    expect(cartLines()).toEqual([{ productId: 'prod_laser', quantity: 2 }])
    expect(wishlist().items.map((item) => item.id)).toEqual(['prod_scanner'])
    expect(localStorage.getItem(SAVED_LISTS_UNSAVED_KEY)).toBeNull()
  })

  it('clears the mark of unsaved changes once they reached the account', async () => {
    await signedIn()
    cart().addItem(snapshot(inkjet), 1)
    expect(localStorage.getItem(SAVED_LISTS_UNSAVED_KEY)).toBe('1')
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    await flushSavedLists()
    expect(saves()).toHaveLength(1)
    expect(localStorage.getItem(SAVED_LISTS_UNSAVED_KEY)).toBeNull()
  })

  it('retries a failed save at the next change, and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await signedIn()
    failing.add('/api/user/cart')
    cart().addItem(snapshot(laser), 1)
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(saves()).toHaveLength(1)
    expect(warn).toHaveBeenCalled()

    failing.clear()
    wishlist().addItem(scanner)
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
    expect(saves().slice(1)).toEqual([
      { method: 'PUT', path: '/api/user/cart', body: { items: [{ productId: 'prod_laser', quantity: 1 }] } },
      { method: 'PUT', path: '/api/user/wishlist', body: { productIds: ['prod_scanner'] } },
    ])
    expect(account).toEqual({ cart: [{ productId: 'prod_laser', quantity: 1 }], wishlist: ['prod_scanner'] })
  })
})

describe('signing out', () => {
  it("sends a change still waiting, then empties the browser's cart and wishlist; the account keeps them", async () => {
    stop = startSavedListsSync(fetchProduct)
    setAuthToken('tok-1')
    await savedListsLoaded()
    cart().addItem(snapshot(laser), 2)
    wishlist().addItem(scanner)

    const reload = vi.fn()
    await logout(reload)

    expect(sent.slice(-3).map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/user/cart', 'PUT /api/user/wishlist', 'POST /api/logout'])
    expect(account).toEqual({ cart: [{ productId: 'prod_laser', quantity: 2 }], wishlist: ['prod_scanner'] })
    expect(cart().items).toEqual([])
    expect(wishlist().items).toEqual([])
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').state.items).toEqual([])
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '{}').state.items).toEqual([])
    expect(localStorage.getItem(SAVED_LISTS_SYNCED_KEY)).toBeNull()
    expect(reload).toHaveBeenCalled()
  })

  it("a visitor's lists stay in the browser and nothing is sent for them", async () => {
    stop = startSavedListsSync(fetchProduct)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    cart().addItem(snapshot(laser), 1)
    wishlist().addItem(scanner)
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2)
    await flushSavedLists()

    expect(sent).toEqual([])
    expect(cartLines()).toEqual([{ productId: 'prod_laser', quantity: 1 }])
    expect(wishlist().items.map((item) => item.id)).toEqual(['prod_scanner'])
  })
})

describe('withChangesSince', () => {
  it("takes the account's lists with the lines the shopper changed since", () => {
    const account = { cart: [{ productId: 'a', quantity: 3 }, { productId: 'b', quantity: 1 }], wishlist: ['x', 'y'] }
    const base = { cart: [{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 1 }], wishlist: ['x'] }
    const now = { cart: [{ productId: 'a', quantity: 1 }, { productId: 'c', quantity: 2 }], wishlist: ['z'] }
    expect(withChangesSince(account, base, now)).toEqual({
      cart: [{ productId: 'a', quantity: 3 }, { productId: 'c', quantity: 2 }],
      wishlist: ['y', 'z'],
    })
  })
})
