import { describe, expect, it } from 'vitest'
import type { PreparedCheckout, PromotionCheck } from '@printshop/contract'
import { checkoutFigures } from './checkout-figures'

// Two printers at $150.00: $324.00 without a code, SPRING10 (10%) takes $30.00 off.
const subtotal = 300
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
const prepared: PreparedCheckout = {
  sessionId: 'checkout_1',
  promoCode: 'SPRING10',
  discount: '30.00',
  subtotal: '300.00',
  shippingCost: '0.00',
  tax: '21.61',
  totalAmount: '291.61',
}
const own = { totals: { subtotal: 300, discount: 0, shipping: 0, tax: 24, total: 324 }, discount: null, estimate: false }

describe('checkoutFigures', () => {
  it("is the cart's own figures without a code, or with one that does not apply now", () => {
    expect(checkoutFigures({ subtotal, code: null, refused: null, check: undefined, prepared: undefined })).toEqual(own)
    expect(checkoutFigures({ subtotal, code: 'SPRING10', refused: 'This promo code has expired.', check, prepared })).toEqual(own)
    // Applied, and not checked yet.
    expect(checkoutFigures({ subtotal, code: 'SPRING10', refused: null, check: undefined, prepared: undefined })).toEqual(own)
  })

  it("is the check's answer, as an estimate, until the prepared order answers for the code", () => {
    expect(checkoutFigures({ subtotal, code: 'SPRING10', refused: null, check, prepared: undefined })).toEqual({
      totals: { subtotal: 300, discount: 30, shipping: 0, tax: 21.6, total: 291.6 },
      discount: { code: 'SPRING10', freeShipping: false },
      estimate: true,
    })
    const preparedWithout = { ...prepared, promoCode: null }
    expect(checkoutFigures({ subtotal, code: 'SPRING10', refused: null, check, prepared: preparedWithout }).estimate).toBe(true)
  })

  it("is the prepared order's figures, confirmed, once it has answered for the code", () => {
    expect(checkoutFigures({ subtotal, code: 'SPRING10', refused: null, check, prepared })).toEqual({
      totals: { subtotal: 300, discount: 30, shipping: 0, tax: 21.61, total: 291.61 },
      discount: { code: 'SPRING10', freeShipping: false },
      estimate: false,
    })
  })

  it('takes a prepared order with nothing off the items for a free-shipping code', () => {
    const freeShipping = { ...prepared, promoCode: 'SHIPFREE', discount: '0.00', subtotal: '49.50', tax: '3.96', totalAmount: '53.46' }
    const figures = checkoutFigures({ subtotal: 49.5, code: 'SHIPFREE', refused: null, check: undefined, prepared: freeShipping })
    expect(figures.discount).toEqual({ code: 'SHIPFREE', freeShipping: true })
    expect(figures.totals.shipping).toBe(0)
  })
})
