import { describe, expect, it } from 'vitest'
// The cart and the checkout show the contract's totals; these are the spec's figures as shoppers see them.
import { amountForFreeShipping, orderTotals as calculateOrderTotals } from '@printshop/contract'

describe('calculateOrderTotals', () => {
  it('charges shipping and 8% tax on the subtotal up to $99', () => {
    expect(calculateOrderTotals(95)).toEqual({ subtotal: 95, shipping: 9.99, tax: 7.6, total: 112.59 })
    expect(calculateOrderTotals(99)).toEqual({ subtotal: 99, shipping: 9.99, tax: 7.92, total: 116.91 })
  })

  it('ships free when the subtotal is above $99 and does not tax shipping', () => {
    expect(calculateOrderTotals(99.01)).toEqual({ subtotal: 99.01, shipping: 0, tax: 7.92, total: 106.93 })
  })

  it('rounds to the cent', () => {
    expect(calculateOrderTotals(0.1 + 0.2).total).toBe(10.31)
  })
})

describe('amountForFreeShipping', () => {
  it('is the smallest amount that takes the subtotal strictly above $99', () => {
    expect(amountForFreeShipping(0)).toBe(99.01)
    expect(amountForFreeShipping(50)).toBe(49.01)
    expect(amountForFreeShipping(98.99)).toBe(0.02)
    expect(amountForFreeShipping(99)).toBe(0.01)
  })

  it('is zero once the order ships free', () => {
    expect(amountForFreeShipping(99.01)).toBe(0)
    expect(amountForFreeShipping(250)).toBe(0)
    expect(calculateOrderTotals(99 + amountForFreeShipping(99)).shipping).toBe(0)
  })
})
