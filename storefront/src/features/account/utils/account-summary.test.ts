import { describe, expect, it } from 'vitest'
import { formatOrderDate } from '@/lib/order-dates'
import { itemCountText, memberSinceYear, totalSpentText } from './account-summary'

describe('account summary', () => {
  it('adds up order totals to the cent', () => {
    expect(totalSpentText([{ totalAmount: '0.10' }, { totalAmount: '0.20' }, { totalAmount: '1234.5' }])).toBe('$1,234.80')
    expect(totalSpentText([])).toBe('$0.00')
    expect(totalSpentText([{ totalAmount: 'n/a' }, { totalAmount: '5' }])).toBe('$5.00')
  })

  it('leaves out cancelled orders and what returns refunded: what was paid and kept', () => {
    const refunded = { id: 'ret_1', orderNumber: '2', status: 'refunded' as const, reason: 'damaged' as const, note: null, items: [], refundAmount: '54.00', createdAt: '', receivedAt: '' }
    const requested = { ...refunded, id: 'ret_2', status: 'requested' as const, refundAmount: null }
    expect(
      totalSpentText([
        { totalAmount: '1725.84', status: 'cancelled' },
        { totalAmount: '108.00', status: 'delivered', returns: [refunded, requested] },
        { totalAmount: '1062.83', status: 'pending' },
      ]),
    ).toBe('$1,116.83')
  })

  it('reads the member-since year, defaulting to 2025', () => {
    expect(memberSinceYear('2023-06-01T12:00:00.000Z')).toBe(2023)
    expect(memberSinceYear(undefined)).toBe(2025)
    expect(memberSinceYear('not a date')).toBe(2025)
  })

  it('formats order dates and item counts', () => {
    expect(formatOrderDate('2025-03-05T12:00:00.000Z')).toBe('March 5, 2025')
    expect(formatOrderDate('garbage')).toBe('')
    expect(itemCountText({ items: [{ productId: 'p', productName: 'P', quantity: 1, price: 1, total: '1.00' }] })).toBe('1 item')
    expect(
      itemCountText({
        items: [
          { productId: 'p', productName: 'P', quantity: 2, price: 1, total: '2.00' },
          { productId: 'q', productName: 'Q', quantity: 1, price: 1, total: '1.00' },
        ],
      }),
    ).toBe('3 items')
  })
})
