import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { MAX_CART_LINE_QUANTITY, itemSubtotal, quantitySaving, toCents, unitPriceFor, type Product } from '@printshop/contract'
import { stockLimit } from '@/lib/stock'

export const CART_STORAGE_KEY = 'printshop-cart-storage'

/**
 * What the cart keeps of a product: enough to show the line and price it (its price of one and its
 * quantity prices), and its stock when the line was last added to (absent from lines kept before
 * the cart kept it), which the line is capped at.
 */
export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'image'> & Partial<Pick<Product, 'stockQuantity' | 'quantityPrices'>>

/** What a cart line keeps of a product answer: its price of one, its quantity prices (when it has some) and its stock. */
export function cartProductOf(
  product: Pick<Product, 'id' | 'name' | 'price' | 'image'> & Partial<Pick<Product, 'stockQuantity' | 'quantityPrices'>>,
): CartProduct {
  const { id, name, price, image, stockQuantity, quantityPrices } = product
  return { id, name, price, image, stockQuantity, ...(quantityPrices?.length ? { quantityPrices } : {}) }
}

/** A line's quantity after an add or a change, and whether it was cut down to the product's stock. */
export interface CartLineChange {
  quantity: number
  capped: boolean
}

export interface CartItem {
  /** Timestamp-based id assigned when the line is added. */
  id: number
  productId: string
  quantity: number
  product: CartProduct
}

interface CartState {
  items: CartItem[]
  sessionId: string
  /**
   * The promo code the shopper applied in the cart or the checkout, in capitals; kept with the cart
   * so the checkout sends it, and gone with the cart's last line.
   */
  promoCode: string | null
  /** Adds to the product's line, no further than its stock (stockLimit): the cart never holds more. */
  addItem: (product: CartProduct, quantity?: number) => CartLineChange
  /** Sets a line's quantity, no higher than the stock kept with it; 0 or below removes the line. */
  updateQuantity: (itemId: number, quantity: number) => CartLineChange
  removeItem: (itemId: number) => void
  clearCart: () => void
  setPromoCode: (code: string | null) => void
  /** Replaces the unit prices of the lines of these products (the server's figures after a price change). */
  updatePrices: (prices: ReadonlyArray<{ productId: string; price: string }>) => void
}

/** Date.now(), bumped when needed so two lines added in the same millisecond get distinct ids. */
function nextItemId(items: CartItem[]): number {
  const highest = items.reduce((max, item) => Math.max(max, item.id), 0)
  return Math.max(Date.now(), highest + 1)
}

/** `wanted`, no more than the stock when it is counted, nor than a line holds (MAX_CART_LINE_QUANTITY). */
function capAtStock(wanted: number, stockQuantity: number | undefined): CartLineChange {
  const stock = stockLimit(stockQuantity)
  const limit = stock === undefined ? MAX_CART_LINE_QUANTITY : Math.min(stock, MAX_CART_LINE_QUANTITY)
  return wanted > limit ? { quantity: limit, capped: true } : { quantity: wanted, capped: false }
}

/** The product as the line keeps it, with the stock when one is known. */
function withStock(product: CartProduct, stockQuantity: number | undefined): CartProduct {
  return stockQuantity === undefined ? product : { ...product, stockQuantity }
}

/** The cart without one line; an emptied cart keeps no promo code. */
function withoutLine(state: Pick<CartState, 'items' | 'promoCode'>, itemId: number): Pick<CartState, 'items' | 'promoCode'> {
  const items = state.items.filter((item) => item.id !== itemId)
  return { items, promoCode: items.length > 0 ? state.promoCode : null }
}

// Carts saved before lines kept their stock load as they are: a line without it is not capped
// until the product is added again (Place Order still checks the stock).
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      sessionId: '',
      promoCode: null,
      addItem: (product, quantity = 1) => {
        const { items } = get()
        const existing = items.find((item) => item.productId === product.id)
        // The stock the product came with now, else the one the line kept.
        const stockQuantity = product.stockQuantity ?? existing?.product.stockQuantity
        const { quantity: allowed, capped } = capAtStock((existing?.quantity ?? 0) + quantity, stockQuantity)
        // The quantity prices the product came with now, else the ones the line kept.
        const quantityPrices = product.quantityPrices ?? existing?.product.quantityPrices
        const priced = (line: CartProduct): CartProduct => (quantityPrices ? { ...line, quantityPrices } : line)
        if (existing) {
          set({
            items: items.map((item) =>
              item.id === existing.id ? { ...item, quantity: allowed, product: priced(withStock(item.product, stockQuantity)) } : item,
            ),
          })
        } else if (allowed > 0) {
          const snapshot = priced(withStock(cartProductOf(product), stockQuantity))
          set({ items: [...items, { id: nextItemId(items), productId: product.id, quantity: allowed, product: snapshot }] })
        }
        return { quantity: allowed, capped }
      },
      updateQuantity: (itemId, quantity) => {
        const { items } = get()
        const line = items.find((item) => item.id === itemId)
        if (quantity <= 0 || !line) {
          set(withoutLine(get(), itemId))
          return { quantity: 0, capped: false }
        }
        const change = capAtStock(quantity, line.product.stockQuantity)
        set({ items: items.map((item) => (item.id === itemId ? { ...item, quantity: change.quantity } : item)) })
        return change
      },
      removeItem: (itemId) => set((state) => withoutLine(state, itemId)),
      clearCart: () => set({ items: [], promoCode: null }),
      setPromoCode: (promoCode) => set({ promoCode }),
      updatePrices: (prices) =>
        set((state) => {
          const priceOf = new Map(prices.map(({ productId, price }) => [productId, price]))
          return {
            items: state.items.map((item) => {
              const price = priceOf.get(item.productId)
              return price === undefined ? item : { ...item, product: { ...item.product, price } }
            }),
          }
        }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, sessionId, promoCode }) => ({ items, sessionId, promoCode }),
    },
  ),
)

/** Total number of units in the cart (the header badge). */
export const selectItemCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((count, item) => count + item.quantity, 0)

const pricedLine = (item: Pick<CartItem, 'quantity' | 'product'>) => ({
  price: item.product.price,
  quantity: item.quantity,
  quantityPrices: item.product.quantityPrices,
})

/** A line's unit price for its quantity: the price of one, or the quantity price its quantity reaches. */
export const lineUnitPrice = (item: Pick<CartItem, 'quantity' | 'product'>): number =>
  unitPriceFor(item.product.price, item.product.quantityPrices, item.quantity)

/** What a line saves by its quantity price, in dollars (0 without one). */
export const lineSaving = (item: Pick<CartItem, 'quantity' | 'product'>): number =>
  quantitySaving(item.product.price, item.product.quantityPrices, item.quantity)

/** What the cart's lines save by their quantity prices, in dollars. */
export const selectQuantitySaving = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((sum, item) => sum + toCents(lineSaving(item)), 0) / 100

/** A line's total in dollars: unit price (by its quantity) times quantity, exact to the cent. */
export const lineTotal = (item: Pick<CartItem, 'quantity' | 'product'>): number => itemSubtotal([pricedLine(item)])

/** Sum of price times quantity, in dollars, exact to the cent: the item subtotal the shop's pricing rules start from. */
export const selectSubtotal = (state: Pick<CartState, 'items'>): number => itemSubtotal(state.items.map(pricedLine))
