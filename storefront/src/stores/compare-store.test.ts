import { beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '@printshop/contract'
import { makeProduct } from '@/testing/fixtures'
import {
  COMPARE_LIMIT_MESSAGE,
  COMPARE_STORAGE_KEY,
  MAX_COMPARE_ITEMS,
  selectCompareCount,
  selectIsCompared,
  useCompareStore,
} from '@/stores/compare-store'

const compare = () => useCompareStore.getState()
const ids = () => compare().items.map((item) => item.id)
const products = Array.from({ length: 5 }, (_, index) => makeProduct({ id: `prod_${index + 1}`, name: `Product ${index + 1}` }))
const [first, second, third, fourth, fifth] = products as [Product, Product, Product, Product, Product]

beforeEach(() => {
  compare().clearCompare()
})

describe('compare store', () => {
  it('adds products in the order chosen, each once, of any category', () => {
    expect(compare().addItem(first)).toBe(true)
    expect(compare().addItem({ ...second, category: 'scanners' })).toBe(true)
    expect(compare().addItem({ ...first, name: 'Renamed' })).toBe(true)

    expect(ids()).toEqual(['prod_1', 'prod_2'])
    expect(compare().items[0]?.name).toBe('Product 1')
    expect(selectCompareCount(compare())).toBe(2)
  })

  it(`holds at most ${MAX_COMPARE_ITEMS} products and refuses a fifth`, () => {
    for (const product of [first, second, third, fourth]) compare().addItem(product)

    expect(compare().addItem(fifth)).toBe(false)
    expect(compare().toggleItem(fifth)).toBe('full')
    expect(ids()).toEqual(['prod_1', 'prod_2', 'prod_3', 'prod_4'])
    // One already chosen is no fifth.
    expect(compare().addItem(second)).toBe(true)
    expect(COMPARE_LIMIT_MESSAGE).toBe('You can compare up to 4 products. Remove one to add another.')
  })

  it('toggles a product in and out, and takes a fifth once one is removed', () => {
    for (const product of [first, second, third]) compare().addItem(product)

    expect(compare().toggleItem(fourth)).toBe('added')
    expect(selectIsCompared('prod_4')(compare())).toBe(true)
    expect(compare().toggleItem(second)).toBe('removed')
    expect(selectIsCompared('prod_2')(compare())).toBe(false)
    expect(compare().toggleItem(fifth)).toBe('added')
    expect(ids()).toEqual(['prod_1', 'prod_3', 'prod_4', 'prod_5'])
  })

  it('removes by id and clears', () => {
    compare().addItem(first)
    compare().addItem(second)

    compare().removeItem('prod_1')
    expect(ids()).toEqual(['prod_2'])
    compare().removeItem('prod_9')
    expect(ids()).toEqual(['prod_2'])

    compare().clearCompare()
    expect(compare().items).toEqual([])
  })

  it('persists under the compare-storage key and reads it back', async () => {
    compare().addItem(third)

    const stored = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '{}') as { state?: { items?: Product[] } }
    expect(stored.state?.items?.map((item) => item.id)).toEqual(['prod_3'])

    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { items: [first, fourth] }, version: 0 }))
    await useCompareStore.persist.rehydrate()
    expect(ids()).toEqual(['prod_1', 'prod_4'])
  })
})
