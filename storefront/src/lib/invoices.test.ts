import { describe, expect, it } from 'vitest'
import { invoiceStatus, invoiceUrl, overdueInvoiceCount } from './invoices'

const onTerms = { paymentTerms: 'net30' as const, paymentDue: '2025-04-04', invoicePaid: false, status: 'processing' as const }

describe('invoices', () => {
  it("names an order's invoice route", () => {
    expect(invoiceUrl('1042')).toBe('/api/user/orders/1042/invoice')
    expect(invoiceUrl('A/1')).toBe('/api/user/orders/A%2F1/invoice')
  })

  it('reads an invoice on terms as paid, awaiting payment or overdue (after its due day, UTC)', () => {
    expect(invoiceStatus(onTerms, '2025-04-04')).toBe('awaiting')
    expect(invoiceStatus(onTerms, '2025-04-05')).toBe('overdue')
    expect(invoiceStatus({ ...onTerms, invoicePaid: true }, '2025-04-05')).toBe('paid')
  })

  it('has no invoice status for an order not on terms, or a cancelled one', () => {
    expect(invoiceStatus({ paymentTerms: null, paymentDue: null, invoicePaid: null, status: 'processing' }, '2025-04-05')).toBeNull()
    expect(invoiceStatus({ ...onTerms, status: 'cancelled' }, '2025-04-05')).toBeNull()
  })

  it('counts the overdue invoices', () => {
    const orders = [onTerms, { ...onTerms, invoicePaid: true }, { ...onTerms, status: 'cancelled' as const }, { ...onTerms, paymentDue: '2025-05-01' }]
    expect(overdueInvoiceCount(orders, '2025-04-10')).toBe(1)
    expect(overdueInvoiceCount(orders, '2025-05-02')).toBe(2)
  })
})
