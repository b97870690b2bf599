import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Product } from '@printshop/contract'

export const WISHLIST_STORAGE_KEY = 'wishlist-storage'

interface WishlistState {
  items: Product[]
  addItem: (product: Product) => void
  removeItem: (productId: string) => void
  clearWishlist: () => void
  /** Adds the product, or removes it when already saved. Returns true when it was added. */
  toggleItem: (product: Product) => boolean
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem: (product) =>
        set((state) => (state.items.some((item) => item.id === product.id) ? state : { items: [...state.items, product] })),
      removeItem: (productId) => set((state) => ({ items: state.items.filter((item) => item.id !== productId) })),
      clearWishlist: () => set({ items: [] }),
      toggleItem: (product) => {
        const saved = get().items.some((item) => item.id === product.id)
        if (saved) get().removeItem(product.id)
        else get().addItem(product)
        return !saved
      },
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
)

export const selectWishlistCount = (state: Pick<WishlistState, 'items'>): number => state.items.length

export const selectIsInWishlist =
  (productId: string) =>
  (state: Pick<WishlistState, 'items'>): boolean =>
    state.items.some((item) => item.id === productId)
