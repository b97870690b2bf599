import { describe, expect, it } from 'vitest'
import { checkoutPaymentMethods, invoiceTermsText } from './payment-methods'

describe('checkoutPaymentMethods', () => {
  it("offers the region's methods, and Pay by Invoice only with payment terms", () => {
    const region = ['cash_on_delivery', 'card_on_delivery', 'pay_with_card'] as const
    expect(checkoutPaymentMethods(region, null)).toEqual(region)
    expect(checkoutPaymentMethods(region, 'net30')).toEqual([...region, 'invoice'])
    expect(checkoutPaymentMethods(undefined, null)).toEqual(region)
    expect(checkoutPaymentMethods(undefined, 'net15')).toEqual([...region, 'invoice'])
  })

  it('offers no invoice where the system provider that records it is not enabled', () => {
    expect(checkoutPaymentMethods(['pay_with_card'], 'net30')).toEqual(['pay_with_card'])
  })

  it('says the terms', () => {
    expect(invoiceTermsText('net30')).toBe("Net 30: your company's invoice is due 30 days after the order.")
    expect(invoiceTermsText('net60')).toBe("Net 60: your company's invoice is due 60 days after the order.")
  })
})
