import { describe, expect, it } from 'vitest'
import type { CartItem } from '@/stores/cart-store'
import { checkoutSchema } from './checkout-schema'
import { acceptQuotePayload, buildOrderPayload, newCheckoutSessionId } from './order-payload'

const items: CartItem[] = [
  { id: 1, productId: 'prod_a', quantity: 3, product: { id: 'prod_a', name: 'Label Printer', price: '19.99', image: '' } },
  { id: 2, productId: 'prod_b', quantity: 1, product: { id: 'prod_b', name: 'Barcode Scanner', price: '45.10', image: '' } },
]

const shipping = { firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: '', city: 'Tulsa', state: 'OK', zipCode: '74103' }

const values = checkoutSchema.parse({
  customerEmail: 'jane@example.com',
  customerName: 'Jane Doe',
  customerPhone: '',
  shippingAddress: shipping,
  sameAsBilling: false,
  billingAddress: { ...shipping, address: '9 Billing Road', city: 'Dallas', state: 'TX', zipCode: '75201' },
  paymentMethod: 'pay_with_card',
  cardNumber: '4242424242424242',
  expiryDate: '12/30',
  cvv: '123',
  cardName: 'Jane Doe',
})

describe('buildOrderPayload', () => {
  it('sends the lines and the total the summary shows, without card details', () => {
    const payload = buildOrderPayload({ values, items, user: { id: 'user_1' }, sessionId: 'checkout_1', total: 113.48 })

    expect(payload.totalAmount).toBe('113.48')
    expect(payload.items).toEqual([
      { productId: 'prod_a', productName: 'Label Printer', quantity: 3, price: 19.99, total: '59.97' },
      { productId: 'prod_b', productName: 'Barcode Scanner', quantity: 1, price: 45.1, total: '45.10' },
    ])
    expect(payload.customerPhone).toBeNull()
    expect(payload.shippingAddress).toEqual({ ...shipping, country: 'US' })
    expect(payload.billingAddress).toMatchObject({ address: '9 Billing Road', city: 'Dallas', state: 'TX', country: 'US' })
    expect(payload.paymentMethod).toBe('pay_with_card')
    expect(Object.keys(payload).sort()).toEqual(
      ['billingAddress', 'customerEmail', 'customerName', 'customerPhone', 'items', 'paymentMethod', 'sessionId', 'shippingAddress', 'totalAmount', 'userId'],
    )
  })

  it('sends the applied promo code and the shipping option the summary shows', () => {
    const payload = buildOrderPayload({
      values,
      items,
      user: { id: 'user_1' },
      sessionId: 's',
      total: 107.27,
      promoCode: 'TAKE15',
      shippingOptionId: 'so_express',
    })

    expect(payload.totalAmount).toBe('107.27')
    expect(payload.promoCode).toBe('TAKE15')
    expect(payload.shippingOptionId).toBe('so_express')
  })

  it("sends a company member's PO number, trimmed, and none when it is left empty", () => {
    const withPo = checkoutSchema.parse({ ...values, poNumber: '  PO-7781 ' })
    const payload = buildOrderPayload({ values: withPo, items, user: { id: 'user_1' }, sessionId: 's', total: 113.48 })
    expect(payload.poNumber).toBe('PO-7781')
    expect(acceptQuotePayload(payload)).toMatchObject({ poNumber: 'PO-7781' })
    expect('poNumber' in buildOrderPayload({ values, items, user: { id: 'user_1' }, sessionId: 's', total: 113.48 })).toBe(false)
  })

  it('refuses a PO number longer than 40 characters', () => {
    const result = checkoutSchema.safeParse({ ...values, poNumber: 'P'.repeat(41) })
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['poNumber', 'PO number must be at most 40 characters'],
    ])
  })

  it('copies the shipping address when billing is the same', () => {
    const payload = buildOrderPayload({ values: { ...values, sameAsBilling: true }, items, user: { id: 'user_1' }, sessionId: 's', total: 113.48 })
    expect(payload.billingAddress).toEqual(payload.shippingAddress)
  })
})

describe('newCheckoutSessionId', () => {
  it('is built from the time and differs between visits', () => {
    expect(newCheckoutSessionId(1700000000000)).toMatch(/^checkout_1700000000000_[a-z0-9]+$/)
    expect(newCheckoutSessionId()).not.toBe(newCheckoutSessionId())
  })
})
