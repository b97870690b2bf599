import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Product } from '@printshop/contract'

export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed-storage'

/** How many sections show at most: a row of eight, on a product's page besides the product itself. */
export const RECENTLY_VIEWED_SHOWN = 8
/** Kept: one more than shown, so a product's page still has eight once its own product is left out. */
export const MAX_RECENTLY_VIEWED = RECENTLY_VIEWED_SHOWN + 1

/**
 * What is kept of a viewed product: what its compact card shows. The card links to the product's
 * page, which shows it as the shop sells it now.
 */
export type RecentlyViewedProduct = Pick<
  Product,
  'id' | 'name' | 'brand' | 'image' | 'images' | 'price' | 'originalPrice' | 'rating' | 'reviewCount'
>

/** The snapshot of a product kept in the list. */
export function recentlyViewedOf(product: RecentlyViewedProduct): RecentlyViewedProduct {
  const { id, name, brand, image, images, price, originalPrice, rating, reviewCount } = product
  return { id, name, brand, image, images, price, originalPrice, rating, reviewCount }
}

interface RecentlyViewedState {
  /** The products whose pages the shopper opened, most recent first, each once. */
  items: RecentlyViewedProduct[]
  /** Puts the product first (moving it there when it was seen before), keeping the newest MAX_RECENTLY_VIEWED. */
  recordView: (product: RecentlyViewedProduct) => void
  clearRecentlyViewed: () => void
}

/** The products the shopper looked at, kept in this browser (signed in or not). */
export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      items: [],
      recordView: (product) =>
        set((state) => ({
          items: [recentlyViewedOf(product), ...state.items.filter((item) => item.id !== product.id)].slice(0, MAX_RECENTLY_VIEWED),
        })),
      clearRecentlyViewed: () => set({ items: [] }),
    }),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
)

/**
 * The products to show, most recent first: at most RECENTLY_VIEWED_SHOWN, without the one whose page
 * is open (`excludeId`).
 */
export function recentlyViewedToShow(items: readonly RecentlyViewedProduct[], excludeId?: string): RecentlyViewedProduct[] {
  return items.filter((item) => item.id !== excludeId).slice(0, RECENTLY_VIEWED_SHOWN)
}
