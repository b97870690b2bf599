import { describe, expect, it } from 'vitest'
import { ownOrders, placedByColleague } from './sharing'

describe('sharing', () => {
  it("tells a colleague's order from the customer's own; one without a customer is theirs", () => {
    expect(placedByColleague({ userId: 'cus_2' }, 'cus_1')).toBe(true)
    expect(placedByColleague({ userId: 'cus_1' }, 'cus_1')).toBe(false)
    expect(placedByColleague({ userId: null }, 'cus_1')).toBe(false)
  })

  it("keeps the customer's own orders only", () => {
    const orders = [
      { id: '1', userId: 'cus_1' },
      { id: '2', userId: 'cus_2' },
      { id: '3', userId: null },
    ]
    expect(ownOrders(orders, 'cus_1').map((order) => order.id)).toEqual(['1', '3'])
    expect(ownOrders(orders, 'cus_2').map((order) => order.id)).toEqual(['2', '3'])
  })
})
