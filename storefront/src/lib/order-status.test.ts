import { describe, expect, it } from 'vitest'
import { normalizeStatus, paymentMethodLabel } from '@printshop/contract'
import { expectedDeliveryText, matchesOrderNumber, statusBadgeClass, statusLabel, timelineSteps, trackingInfo } from './order-status'

describe('order status helpers', () => {
  it('reads unknown statuses as pending', () => {
    expect(normalizeStatus('weird')).toBe('pending')
    expect(normalizeStatus(undefined)).toBe('pending')
    expect(statusLabel('shipped')).toBe('Shipped')
  })

  it('colours shipped blue and the others per the spec', () => {
    expect(statusBadgeClass('processing')).toContain('yellow')
    expect(statusBadgeClass('shipped')).toContain('blue')
    expect(statusBadgeClass('delivered')).toContain('green')
    expect(statusBadgeClass('cancelled')).toContain('red')
    expect(statusBadgeClass('pending')).toContain('slate')
  })

  it('lights the timeline up to the current status', () => {
    expect(timelineSteps('pending').map((step) => step.done)).toEqual([true, false, false, false])
    expect(timelineSteps('processing').map((step) => step.done)).toEqual([true, true, false, false])
    expect(timelineSteps('shipped').map((step) => step.done)).toEqual([true, true, true, false])
    expect(timelineSteps('delivered').map((step) => step.done)).toEqual([true, true, true, true])
    expect(timelineSteps('processing').find((step) => step.currentLabel)?.currentLabel).toBe('In Progress')
    expect(timelineSteps('shipped').find((step) => step.currentLabel)?.currentLabel).toBe('In Transit')
    expect(timelineSteps('delivered').find((step) => step.currentLabel)?.currentLabel).toBe('Completed')
    expect(timelineSteps('cancelled')).toEqual([])
  })

  it('says Delivered or the usual window', () => {
    expect(expectedDeliveryText('delivered')).toBe('Delivered')
    expect(expectedDeliveryText('shipped')).toBe('3-5 business days')
  })

  it('uses the shipment or a display-only UPS Ground number', () => {
    expect(trackingInfo({ id: '42', status: 'shipped', carrier: 'FedEx', trackingNumber: 'FX1' })).toEqual({
      carrier: 'FedEx',
      trackingNumber: 'FX1',
      generated: false,
    })
    const generated = trackingInfo({ id: '42', status: 'processing', carrier: 'UPS', trackingNumber: null })
    expect(generated.carrier).toBe('UPS Ground')
    expect(generated.generated).toBe(true)
    expect(generated.trackingNumber).toMatch(/42$/)
  })

  it('never makes up a number for an order that has shipped: its real carrier, and no number', () => {
    for (const status of ['shipped', 'delivered'] as const) {
      expect(trackingInfo({ id: '42', status, carrier: 'USPS', trackingNumber: null })).toEqual({
        carrier: 'USPS',
        trackingNumber: null,
        generated: false,
      })
    }
  })

  it('matches an order number on the id or its digits', () => {
    expect(matchesOrderNumber('1042', '1042')).toBe(true)
    expect(matchesOrderNumber('1042', '#1042')).toBe(true)
    expect(matchesOrderNumber('1042', 'Order 1042 ')).toBe(true)
    expect(matchesOrderNumber('1042', '104')).toBe(false)
    expect(matchesOrderNumber('1042', '   ')).toBe(false)
  })

  it('labels payment methods, Cash on Delivery by default', () => {
    expect(paymentMethodLabel('pay_with_card')).toBe('Credit / Debit Card')
    expect(paymentMethodLabel(undefined)).toBe('Cash on Delivery')
  })
})
