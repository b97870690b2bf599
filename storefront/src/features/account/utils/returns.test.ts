import { describe, expect, it } from 'vitest'
import { RETURN_MESSAGES, RETURN_WINDOW_DAYS, UNOPENED_RETURN_WINDOW_DAYS } from '@printshop/contract'
import { makeItem, makeOrder, makeReturn } from '@/testing/fixtures'
import { canRequestReturn, onlyUnopenedNow, returnDeadline, returnFormDefaults, returnFormResolver, returnRequestInput, returnableLines } from './returns'

const DAY = 24 * 60 * 60 * 1000
const DELIVERED_AT = '2025-06-10T15:00:00.000Z'
const delivered = makeOrder({ status: 'delivered', deliveredAt: DELIVERED_AT, items: [makeItem({ productId: 'prod_1', quantity: 2 })] })

describe('the return window', () => {
  it(`takes anything for ${RETURN_WINDOW_DAYS} days after delivery, then unopened items until ${UNOPENED_RETURN_WINDOW_DAYS}`, async () => {
    const closes = Date.parse(DELIVERED_AT) + RETURN_WINDOW_DAYS * DAY
    const unopenedCloses = Date.parse(DELIVERED_AT) + UNOPENED_RETURN_WINDOW_DAYS * DAY
    expect(returnDeadline(delivered)?.getTime()).toBe(closes)
    expect(canRequestReturn(delivered, closes)).toBe(true)
    expect(onlyUnopenedNow(delivered, closes)).toBe(false)
    expect(onlyUnopenedNow(delivered, closes + 1)).toBe(true)
    expect(canRequestReturn(delivered, unopenedCloses)).toBe(true)
    expect(canRequestReturn(delivered, unopenedCloses + 1)).toBe(false)

    // Past the 30 days the form is sent only with 'unopened' ticked, and says so.
    const late = { ...returnFormDefaults(delivered, closes + DAY), reason: 'no_longer_needed' as const, lines: [{ productId: 'prod_1', quantity: 1 }] }
    const refused = await returnFormResolver(late, undefined, {} as never)
    expect(refused.errors.unopened?.message).toBe(RETURN_MESSAGES.unopenedOnly)
    const sealed = await returnFormResolver({ ...late, unopened: true }, undefined, {} as never)
    expect(sealed.errors).toEqual({})
    expect(sealed.values).toMatchObject({ unopened: true, reason: 'no_longer_needed' })
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
    expect(returnRequestInput({ lines, reason: 'damaged', note: '   ', unopened: false, unopenedRequired: false })).toEqual({ items: [{ productId: 'prod_1', quantity: 2 }], reason: 'damaged' })
    expect(returnRequestInput({ lines, reason: 'other', note: 'Box dented', unopened: false, unopenedRequired: false })).toEqual({
      items: [{ productId: 'prod_1', quantity: 2 }],
      reason: 'other',
      note: 'Box dented',
    })
  })
})
