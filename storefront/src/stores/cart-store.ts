import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { itemSubtotal, type Product } from '@printshop/contract'

export const CART_STORAGE_KEY = 'printshop-cart-storage'

/** What the cart keeps of a product: enough to show the line and price it. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'image'>

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
  addItem: (product: CartProduct, quantity?: number) => void
  updateQuantity: (itemId: number, quantity: number) => void
  removeItem: (itemId: number) => void
  clearCart: () => void
  /** Replaces the unit prices of the lines of these products (the server's figures after a price change). */
  updatePrices: (prices: ReadonlyArray<{ productId: string; price: string }>) => void
}

/** Date.now(), bumped when needed so two lines added in the same millisecond get distinct ids. */
function nextItemId(items: CartItem[]): number {
  const highest = items.reduce((max, item) => Math.max(max, item.id), 0)
  return Math.max(Date.now(), highest + 1)
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      sessionId: '',
      addItem: (product, quantity = 1) =>
        set((state) => {
          const existing = state.items.find((item) => item.productId === product.id)
          if (existing) {
            return {
              items: state.items.map((item) =>
                item.id === existing.id ? { ...item, quantity: item.quantity + quantity } : item,
              ),
            }
          }
          const snapshot: CartProduct = { id: product.id, name: product.name, price: product.price, image: product.image }
          return {
            items: [...state.items, { id: nextItemId(state.items), productId: product.id, quantity, product: snapshot }],
          }
        }),
      updateQuantity: (itemId, quantity) =>
        set((state) => ({
          items:
            quantity <= 0
              ? state.items.filter((item) => item.id !== itemId)
              : state.items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
        })),
      removeItem: (itemId) => set((state) => ({ items: state.items.filter((item) => item.id !== itemId) })),
      clearCart: () => set({ items: [] }),
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
      partialize: ({ items, sessionId }) => ({ items, sessionId }),
    },
  ),
)

/** Total number of units in the cart (the header badge). */
export const selectItemCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((count, item) => count + item.quantity, 0)

const pricedLine = (item: Pick<CartItem, 'quantity' | 'product'>) => ({ price: item.product.price, quantity: item.quantity })

/** A line's total in dollars: unit price times quantity, exact to the cent. */
export const lineTotal = (item: Pick<CartItem, 'quantity' | 'product'>): number => itemSubtotal([pricedLine(item)])

/** Sum of price times quantity, in dollars, exact to the cent: the item subtotal the shop's pricing rules start from. */
export const selectSubtotal = (state: Pick<CartState, 'items'>): number => itemSubtotal(state.items.map(pricedLine))
