import { beforeEach, describe, expect, it } from 'vitest'
import { makeProduct } from '@/testing/fixtures'
import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_SHOWN,
  RECENTLY_VIEWED_STORAGE_KEY,
  recentlyViewedToShow,
  useRecentlyViewedStore,
  type RecentlyViewedProduct,
} from '@/stores/recently-viewed-store'

const viewed = () => useRecentlyViewedStore.getState()
const ids = () => viewed().items.map((item) => item.id)
const product = (index: number) => makeProduct({ id: `prod_${index}`, name: `Product ${index}` })

beforeEach(() => {
  viewed().clearRecentlyViewed()
})

describe('recently viewed store', () => {
  it('keeps the most recent first, each product once', () => {
    viewed().recordView(product(1))
    viewed().recordView(product(2))
    viewed().recordView(product(3))
    viewed().recordView(product(1))

    expect(ids()).toEqual(['prod_1', 'prod_3', 'prod_2'])
  })

  it('keeps a fresh snapshot when a product is viewed again', () => {
    viewed().recordView(product(1))
    viewed().recordView({ ...product(1), price: '199.00' })

    expect(viewed().items).toHaveLength(1)
    expect(viewed().items[0]?.price).toBe('199.00')
  })

  it(`keeps the newest ${MAX_RECENTLY_VIEWED}, one more than a section shows`, () => {
    for (let index = 1; index <= 12; index++) viewed().recordView(product(index))

    expect(MAX_RECENTLY_VIEWED).toBe(RECENTLY_VIEWED_SHOWN + 1)
    expect(ids()).toEqual(['prod_12', 'prod_11', 'prod_10', 'prod_9', 'prod_8', 'prod_7', 'prod_6', 'prod_5', 'prod_4'])
  })

  it('keeps only what a card shows of the product', () => {
    viewed().recordView(makeProduct({ specifications: { Speed: '40 ppm' }, features: ['Duplex'], description: 'Long text' }))

    expect(Object.keys(viewed().items[0] ?? {}).sort()).toEqual(
      ['brand', 'id', 'image', 'images', 'name', 'originalPrice', 'price', 'rating', 'reviewCount'].sort(),
    )
  })

  it('persists under the recently-viewed-storage key and reads it back', async () => {
    viewed().recordView(product(5))

    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '{}') as { state?: { items?: RecentlyViewedProduct[] } }
    expect(stored.state?.items?.map((item) => item.id)).toEqual(['prod_5'])

    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify({ state: { items: [product(7), product(6)] }, version: 0 }))
    await useRecentlyViewedStore.persist.rehydrate()
    expect(ids()).toEqual(['prod_7', 'prod_6'])
  })
})

describe('recentlyViewedToShow', () => {
  const items = Array.from({ length: 9 }, (_, index) => product(index + 1))

  it('shows at most eight, most recent first', () => {
    expect(recentlyViewedToShow(items).map((item) => item.id)).toEqual(items.slice(0, 8).map((item) => item.id))
  })

  it("leaves out the open product's own, still showing eight", () => {
    const shown = recentlyViewedToShow(items, 'prod_1').map((item) => item.id)

    expect(shown).toHaveLength(8)
    expect(shown).not.toContain('prod_1')
    expect(shown.at(-1)).toBe('prod_9')
  })
})
