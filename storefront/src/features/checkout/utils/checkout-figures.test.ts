import { describe, expect, it } from 'vitest'
import type { PreparedCheckout, PromotionCheck } from '@printshop/contract'
import { makeShopPricing } from '@/testing/fixtures'
import { checkoutFigures, estimatedOptions } from './checkout-figures'

// Two printers at $150.00 under the seeded settings: $324.00 without a code, SPRING10 (10%) takes $30.00 off.
const subtotal = 300
const pricing = makeShopPricing()
const check: PromotionCheck = {
  code: 'SPRING10',
  kind: 'percentage',
  freeShipping: false,
  discount: '30.00',
  subtotal: '300.00',
  shippingCost: '0.00',
  tax: '21.60',
  totalAmount: '291.60',
}
const options = [
  { id: 'so_free', name: 'Free Shipping', description: 'Delivered in 3-7 business days.', amount: '0.00' },
  { id: 'so_express', name: 'Express Shipping', description: 'Delivered in 1-2 business days.', amount: '24.99' },
]
const prepared: PreparedCheckout = {
  sessionId: 'checkout_1',
  promoCode: 'SPRING10',
  discount: '30.00',
  subtotal: '300.00',
  shippingCost: '0.00',
  tax: '21.61',
  totalAmount: '291.61',
  shippingOptions: options,
  shippingOptionId: 'so_free',
  taxRate: 8,
  taxExemptCertificate: null,
  payment: null,
}
const estimate = {
  totals: { subtotal: 300, discount: 0, shipping: 0, tax: 24, total: 324 },
  discount: null,
  estimate: false,
  taxRate: 8,
  taxExemptCertificate: null,
}
const base = { subtotal, pricing, check: undefined, prepared: undefined, shippingOptionId: null }

describe('checkoutFigures', () => {
  it("is the settings' estimate without a code, or with one that does not apply now", () => {
    expect(checkoutFigures({ ...base, code: null, refused: null })).toEqual(estimate)
    expect(checkoutFigures({ ...base, code: 'SPRING10', refused: 'This promo code has expired.', check, prepared })).toEqual(estimate)
    // Applied, and not checked yet.
    expect(checkoutFigures({ ...base, code: 'SPRING10', refused: null })).toEqual(estimate)
  })

  it('prices the option chosen, and the cheapest when the chosen one does not apply', () => {
    const express = checkoutFigures({ ...base, code: null, refused: null, shippingOptionId: 'so_express' })
    expect(express.totals).toEqual({ subtotal: 300, discount: 0, shipping: 24.99, tax: 24, total: 348.99 })
    // Standard applies only up to $99.
    const standard = checkoutFigures({ ...base, code: null, refused: null, shippingOptionId: 'so_standard' })
    expect(standard.totals?.shipping).toBe(0)
  })

  it('has no totals while the settings are unknown and nothing is prepared', () => {
    expect(checkoutFigures({ ...base, pricing: undefined, code: null, refused: null })).toMatchObject({ totals: null, taxRate: null })
  })

  it("is the check's answer, as an estimate, until the prepared order answers for the code", () => {
    expect(checkoutFigures({ ...base, code: 'SPRING10', refused: null, check })).toEqual({
      totals: { subtotal: 300, discount: 30, shipping: 0, tax: 21.6, total: 291.6 },
      discount: { code: 'SPRING10', freeShipping: false },
      estimate: true,
      taxRate: 8,
      taxExemptCertificate: null,
    })
  })

  it("is the prepared order's figures, confirmed, with its rate and option", () => {
    expect(checkoutFigures({ ...base, code: 'SPRING10', refused: null, check, prepared })).toEqual({
      totals: { subtotal: 300, discount: 30, shipping: 0, tax: 21.61, total: 291.61 },
      discount: { code: 'SPRING10', freeShipping: false },
      estimate: false,
      taxRate: 8,
      taxExemptCertificate: null,
    })
    // A state's own rate, and the option the server ships by.
    const texas = { ...prepared, promoCode: null, discount: '0.00', tax: '24.75', totalAmount: '349.74', shippingCost: '24.99', shippingOptionId: 'so_express', taxRate: 8.25 }
    expect(checkoutFigures({ ...base, code: null, refused: null, prepared: texas })).toMatchObject({
      totals: { shipping: 24.99, tax: 24.75, total: 349.74 },
      taxRate: 8.25,
      discount: null,
    })
  })

  it("is the server's figures of a refused Place Order until the checkout is prepared again", () => {
    const refusedWith = { subtotal: '300.00', discount: '0.00', shippingCost: '0.00', tax: '27.00', totalAmount: '327.00' }
    expect(checkoutFigures({ ...base, code: null, refused: null, refusedWith })).toMatchObject({
      totals: { tax: 27, total: 327 },
      estimate: false,
      taxRate: null,
    })
  })

  it("keeps the last answer for the cart while a new option or address is priced, at the chosen option's price", () => {
    const vermont = { ...prepared, promoCode: null, discount: '0.00', tax: '18.00', totalAmount: '318.00', taxRate: 6 }
    expect(checkoutFigures({ ...base, code: null, refused: null, previous: vermont, shippingOptionId: 'so_express' })).toEqual({
      totals: { subtotal: 300, discount: 0, shipping: 24.99, tax: 18, total: 342.99 },
      discount: null,
      estimate: false,
      taxRate: 6,
      taxExemptCertificate: null,
    })
    // The answer for the checkout as it is now wins.
    expect(checkoutFigures({ ...base, code: null, refused: null, previous: vermont, prepared: { ...vermont, taxRate: 7 } }).taxRate).toBe(7)
  })

  it("names the company's certificate when the server took the tax off, and keeps it while a new option is priced", () => {
    const exempt = { ...prepared, promoCode: null, discount: '0.00', tax: '0.00', totalAmount: '300.00', taxRate: 0, taxExemptCertificate: 'R-123' }
    expect(checkoutFigures({ ...base, code: null, refused: null, prepared: exempt })).toMatchObject({
      totals: { tax: 0, total: 300 },
      taxExemptCertificate: 'R-123',
    })
    expect(checkoutFigures({ ...base, code: null, refused: null, previous: exempt, shippingOptionId: 'so_express' })).toMatchObject({
      totals: { tax: 0, total: 324.99 },
      taxExemptCertificate: 'R-123',
    })
    // The settings' estimate knows of no certificate.
    expect(checkoutFigures({ ...base, code: null, refused: null }).taxExemptCertificate).toBeNull()
  })

  it('takes a prepared order with nothing off the items for a free-shipping code', () => {
    const freeShipping = { ...prepared, promoCode: 'SHIPFREE', discount: '0.00', subtotal: '49.50', tax: '3.96', totalAmount: '53.46' }
    const figures = checkoutFigures({ ...base, subtotal: 49.5, code: 'SHIPFREE', refused: null, prepared: freeShipping })
    expect(figures.discount).toEqual({ code: 'SHIPFREE', freeShipping: true })
    expect(figures.totals?.shipping).toBe(0)
  })
})

describe('estimatedOptions', () => {
  it("lists the settings' options that apply to the cart, cheapest first", () => {
    expect(estimatedOptions(50, pricing).map((option) => [option.name, option.amount])).toEqual([
      ['Standard Shipping', '9.99'],
      ['Express Shipping', '24.99'],
    ])
    expect(estimatedOptions(99.01, pricing).map((option) => option.id)).toEqual(['so_free', 'so_express'])
    expect(estimatedOptions(50, undefined)).toEqual([])
  })
})
