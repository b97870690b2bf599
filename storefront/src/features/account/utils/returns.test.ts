import { describe, expect, it } from 'vitest'
import { RETURN_WINDOW_DAYS } from '@printshop/contract'
import { makeItem, makeOrder, makeReturn } from '@/testing/fixtures'
import { canRequestReturn, returnDeadline, returnRequestInput, returnableLines } from './returns'

const DAY = 24 * 60 * 60 * 1000
const DELIVERED_AT = '2025-06-10T15:00:00.000Z'
const delivered = makeOrder({ status: 'delivered', deliveredAt: DELIVERED_AT, items: [makeItem({ productId: 'prod_1', quantity: 2 })] })

describe('the return window', () => {
  it(`closes ${RETURN_WINDOW_DAYS} days after delivery`, () => {
    const closes = Date.parse(DELIVERED_AT) + RETURN_WINDOW_DAYS * DAY
    expect(returnDeadline(delivered)?.getTime()).toBe(closes)
    expect(canRequestReturn(delivered, closes)).toBe(true)
    expect(canRequestReturn(delivered, closes + 1)).toBe(false)
  })

  it('is only open for a delivered order with a delivery date', () => {
    const now = Date.parse(DELIVERED_AT) + DAY
    expect(canRequestReturn({ ...delivered, status: 'shipped' }, now)).toBe(false)
    expect(canRequestReturn({ ...delivered, deliveredAt: null }, now)).toBe(false)
    expect(canRequestReturn({ ...delivered, deliveredAt: 'not a date' }, now)).toBe(false)
    expect(returnDeadline({ ...delivered, deliveredAt: undefined })).toBeNull()
  })
})

describe('returnableLines', () => {
  it('adds up the lines of a product and takes off what every return holds', () => {
    const order = makeOrder({
      items: [
        makeItem({ productId: 'prod_1', productName: 'Paper', quantity: 3 }),
        makeItem({ productId: 'prod_2', productName: 'Toner', quantity: 1 }),
        makeItem({ productId: 'prod_1', productName: 'Paper', quantity: 2 }),
      ],
      returns: [
        makeReturn({ status: 'refunded', items: [{ productId: 'prod_1', productName: 'Paper', quantity: 1 }] }),
        makeReturn({ status: 'requested', items: [{ productId: 'prod_1', productName: 'Paper', quantity: 2 }, { productId: 'prod_2', productName: 'Toner', quantity: 1 }] }),
      ],
    })
    expect(returnableLines(order)).toEqual([
      { productId: 'prod_1', productName: 'Paper', bought: 5, left: 2 },
      { productId: 'prod_2', productName: 'Toner', bought: 1, left: 0 },
    ])
  })

  it('offers no return once everything is being returned', () => {
    const now = Date.parse(DELIVERED_AT) + DAY
    const returnedAll = { ...delivered, returns: [makeReturn({ items: [{ productId: 'prod_1', productName: 'LaserJet Pro M404n', quantity: 2 }] })] }
    expect(canRequestReturn(returnedAll, now)).toBe(false)
  })
})

describe('returnRequestInput', () => {
  it('sends the products with a quantity, the reason, and the note only when there is one', () => {
    const lines = [
      { productId: 'prod_1', quantity: 2 },
      { productId: 'prod_2', quantity: 0 },
    ]
    expect(returnRequestInput({ lines, reason: 'damaged', note: '   ' })).toEqual({ items: [{ productId: 'prod_1', quantity: 2 }], reason: 'damaged' })
    expect(returnRequestInput({ lines, reason: 'other', note: 'Box dented' })).toEqual({
      items: [{ productId: 'prod_1', quantity: 2 }],
      reason: 'other',
      note: 'Box dented',
    })
  })
})
