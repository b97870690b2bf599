import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Product } from '@printshop/contract'

export const COMPARE_STORAGE_KEY = 'compare-storage'

/** How many products the compare page lines up: four columns still fit a laptop's screen. */
export const MAX_COMPARE_ITEMS = 4

/** What the shopper is told when a fifth product is ticked. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${MAX_COMPARE_ITEMS} products. Remove one to add another.`

/** What ticking Compare did: added, removed, or nothing because the list is full. */
export type CompareToggleResult = 'added' | 'removed' | 'full'

interface CompareState {
  /** The chosen products as they were when chosen, in the order they were chosen. */
  items: Product[]
  /** Adds the product unless it is there already; refused (false) when the list is full. */
  addItem: (product: Product) => boolean
  removeItem: (productId: string) => void
  clearCompare: () => void
  /** Adds the product, or removes it when already chosen. */
  toggleItem: (product: Product) => CompareToggleResult
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem: (product) => {
        const { items } = get()
        if (items.some((item) => item.id === product.id)) return true
        if (items.length >= MAX_COMPARE_ITEMS) return false
        set({ items: [...items, product] })
        return true
      },
      removeItem: (productId) => set((state) => ({ items: state.items.filter((item) => item.id !== productId) })),
      clearCompare: () => set({ items: [] }),
      toggleItem: (product) => {
        if (get().items.some((item) => item.id === product.id)) {
          get().removeItem(product.id)
          return 'removed'
        }
        return get().addItem(product) ? 'added' : 'full'
      },
    }),
    {
      name: COMPARE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
)

export const selectCompareCount = (state: Pick<CompareState, 'items'>): number => state.items.length

export const selectIsCompared =
  (productId: string) =>
  (state: Pick<CompareState, 'items'>): boolean =>
    state.items.some((item) => item.id === productId)
