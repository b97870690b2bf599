import { describe, expect, it } from 'vitest'
import { BILLING_ADDRESS_REQUIRED, CARD_DETAILS_REQUIRED, checkoutDefaults, checkoutSchema, formatExpiry, type CheckoutFormInput } from './checkout-schema'

const address = { firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: '', city: 'Tulsa', state: 'OK', zipCode: '74103' }

function validForm(overrides: Partial<CheckoutFormInput> = {}): CheckoutFormInput {
  return {
    ...checkoutDefaults({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: null }),
    shippingAddress: address,
    sameAsBilling: true,
    ...overrides,
  }
}

/** Every message of a failed parse, keyed by path. */
function messages(input: CheckoutFormInput): Record<string, string[]> {
  const result = checkoutSchema.safeParse(input)
  if (result.success) return {}
  const byPath: Record<string, string[]> = {}
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message)
  return byPath
}

describe('checkoutSchema', () => {
  it('accepts a complete form and trims what was typed', () => {
    const result = checkoutSchema.parse(validForm({ customerName: '  Jane Doe ', shippingAddress: { ...address, city: ' Tulsa ' } }))
    expect(result.customerName).toBe('Jane Doe')
    expect(result.shippingAddress.city).toBe('Tulsa')
  })

  it('prefills the customer, cash on delivery and billing not the same', () => {
    expect(checkoutDefaults({ id: 'u', email: 'a@b.com', firstName: 'Ann', lastName: 'Lee', phone: '5550100' })).toMatchObject({
      customerEmail: 'a@b.com',
      customerName: 'Ann Lee',
      customerPhone: '5550100',
      shippingAddress: { firstName: 'Ann', lastName: 'Lee', address: '' },
      billingAddress: { firstName: '', lastName: '' },
      paymentMethod: 'cash_on_delivery',
      sameAsBilling: false,
    })
  })

  it("uses the spec's messages", () => {
    expect(
      messages(
        validForm({
          customerEmail: 'jane@',
          customerName: 'J',
          shippingAddress: { firstName: 'J', lastName: ' ', address: '1 Rd', address2: '', city: 'T', state: '', zipCode: '741' },
        }),
      ),
    ).toEqual({
      customerEmail: ['Please enter a valid email address'],
      customerName: ['Name is required'],
      'shippingAddress.firstName': ['First name is required'],
      'shippingAddress.lastName': ['Last name is required'],
      'shippingAddress.address': ['Address is required'],
      'shippingAddress.city': ['City is required'],
      'shippingAddress.state': ['State is required'],
      'shippingAddress.zipCode': ['ZIP code is required', 'Please enter a valid ZIP code'],
    })
  })

  it('only takes US state codes and ZIP codes', () => {
    expect(messages(validForm({ shippingAddress: { ...address, state: 'XX', zipCode: 'ABCDE' } }))).toEqual({
      'shippingAddress.state': ['State is required'],
      'shippingAddress.zipCode': ['Please enter a valid ZIP code'],
    })
    expect(messages(validForm({ shippingAddress: { ...address, zipCode: '74103-1234' } }))).toEqual({})
  })

  it('checks the billing address only when it differs from shipping', () => {
    expect(messages(validForm({ sameAsBilling: true }))).toEqual({})
    expect(messages(validForm({ sameAsBilling: false }))).toEqual({
      billingAddress: [BILLING_ADDRESS_REQUIRED],
      'billingAddress.firstName': ['First name is required'],
      'billingAddress.lastName': ['Last name is required'],
      'billingAddress.address': ['Address is required'],
      'billingAddress.city': ['City is required'],
      'billingAddress.state': ['State is required'],
      'billingAddress.zipCode': ['ZIP code is required', 'Please enter a valid ZIP code'],
    })
    expect(messages(validForm({ sameAsBilling: false, billingAddress: address }))).toEqual({})
  })

  it('checks card details only when paying with card', () => {
    expect(messages(validForm({ paymentMethod: 'card_on_delivery' }))).toEqual({})
    expect(messages(validForm({ paymentMethod: 'pay_with_card' }))).toEqual({
      cardNumber: [CARD_DETAILS_REQUIRED],
      expiryDate: ['Please enter the expiry date as MM/YY'],
      cvv: ['Please enter the 3 or 4 digit security code'],
      cardName: ['Please enter the name on the card'],
    })
    const card = { paymentMethod: 'pay_with_card' as const, cardNumber: '4242 4242 4242 4242', expiryDate: '01/29', cvv: '1234', cardName: 'Jane Doe' }
    expect(messages(validForm(card))).toEqual({})
    expect(messages(validForm({ ...card, cardNumber: '4242-4242-4242' }))).toEqual({ cardNumber: [CARD_DETAILS_REQUIRED] })
    // A good card number is not marked for another field's problem.
    expect(messages(validForm({ ...card, expiryDate: '00/29' }))).toEqual({ expiryDate: ['Please enter the expiry date as MM/YY'] })
    expect(messages(validForm({ ...card, cardNumber: '4242424242424242', expiryDate: '1229' }))).toEqual({ expiryDate: ['Please enter the expiry date as MM/YY'] })
  })

  it('shapes an expiry date as MM/YY while it is typed', () => {
    expect(['1', '12', '122', '1229', '12/29', '12292', '12-29', 'ab'].map(formatExpiry)).toEqual(['1', '12', '12/2', '12/29', '12/29', '12/29', '12/29', ''])
  })
})
