import { describe, expect, it } from 'vitest'
import { makeItem, makeProduct } from '@/testing/fixtures'
import type { ProductLookup } from '../api/look-up-product'
import { planReorder, reorderLines, reorderToast } from './buy-again'

describe('buy again', () => {
  it('adds up the lines of one product, in the order of the order', () => {
    expect(
      reorderLines([
        makeItem({ productId: 'b', productName: 'B', quantity: 1 }),
        makeItem({ productId: 'a', productName: 'A', quantity: 2 }),
        makeItem({ productId: 'b', productName: 'B', quantity: 4 }),
      ]),
    ).toEqual([
      { productId: 'b', productName: 'B', quantity: 5 },
      { productId: 'a', productName: 'A', quantity: 2 },
    ])
  })

  it('caps by the stock, skips what is gone or sold out, and takes uncounted stock as enough', () => {
    const found = (stockQuantity: number, inStock = true): ProductLookup => ({ kind: 'found', product: makeProduct({ stockQuantity, inStock }) })
    const lookups = new Map<string, ProductLookup>([
      ['plenty', found(9)],
      ['short', found(2)],
      ['uncounted', found(0)],
      ['sold-out', found(0, false)],
      ['gone', { kind: 'not_found' }],
      ['error', { kind: 'failed' }],
    ])
    const lines = [...lookups.keys(), 'unasked'].map((productId) => ({ productId, productName: productId, quantity: 3 }))

    const plan = planReorder(lines, lookups)

    expect(plan.add.map((line) => line.quantity)).toEqual([3, 2, 3])
    expect(plan.problems).toEqual([
      { name: 'short', reason: 'only 2 available' },
      { name: 'sold-out', reason: 'out of stock' },
      { name: 'gone', reason: 'no longer sold' },
      { name: 'error', reason: 'could not be checked' },
      { name: 'unasked', reason: 'could not be checked' },
    ])
    expect(reorderToast(plan)).toEqual({
      title: 'Added 8 items to your cart',
      description:
        'Could not add everything: short (only 2 available), sold-out (out of stock), gone (no longer sold), error (could not be checked), unasked (could not be checked).',
    })
  })

  it('says so when nothing was added', () => {
    expect(reorderToast({ add: [], problems: [{ name: 'Toner', reason: 'out of stock' }] })).toEqual({
      title: 'Nothing was added to your cart',
      description: 'Not available: Toner (out of stock).',
      variant: 'destructive',
    })
  })
})
