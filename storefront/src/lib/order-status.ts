import { EXPECTED_DELIVERY_TEXT, PLACEHOLDER_TRACKING_CARRIER, normalizeStatus, type Order } from '@printshop/contract'

// How the account and the tracking page show an order's status; the statuses themselves are the contract's.

/** 'processing' -> 'Processing'. */
export function statusLabel(status: string): string {
  const value = normalizeStatus(status)
  return value.charAt(0).toUpperCase() + value.slice(1)
}

/**
 * Badge colours: processing yellow, shipped blue, delivered green, cancelled red, other grey; the same
 * on every screen (docs/decisions.md, "After the order").
 */
export function statusBadgeClass(status: string): string {
  switch (normalizeStatus(status)) {
    case 'processing':
      return 'bg-yellow-100 text-yellow-800 border-yellow-200'
    case 'shipped':
      return 'bg-blue-100 text-blue-800 border-blue-200'
    case 'delivered':
      return 'bg-green-100 text-green-800 border-green-200'
    case 'cancelled':
      return 'bg-red-100 text-red-800 border-red-200'
    default:
      return 'bg-slate-100 text-slate-700 border-slate-200'
  }
}

export type TimelineStepKey = 'placed' | 'processing' | 'shipped' | 'delivered'

export interface TimelineStep {
  key: TimelineStepKey
  label: string
  /** Reached (lit). */
  done: boolean
  /** The step the order is at now: 'In Progress', 'In Transit' or 'Completed'; null otherwise. */
  currentLabel: string | null
}

const STEP_LABELS: Record<TimelineStepKey, string> = {
  placed: 'Order Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
}

/**
 * The four-step timeline: Order Placed always done; Processing lit for
 * processing, shipped or delivered; Shipped for shipped or delivered; Delivered for delivered.
 * A cancelled order has no timeline (empty list).
 */
export function timelineSteps(status: string): TimelineStep[] {
  const value = normalizeStatus(status)
  if (value === 'cancelled') return []
  const reached: Record<TimelineStepKey, boolean> = {
    placed: true,
    processing: value === 'processing' || value === 'shipped' || value === 'delivered',
    shipped: value === 'shipped' || value === 'delivered',
    delivered: value === 'delivered',
  }
  const current: TimelineStepKey | null =
    value === 'processing' ? 'processing' : value === 'shipped' ? 'shipped' : value === 'delivered' ? 'delivered' : null
  const currentText: Record<TimelineStepKey, string> = {
    placed: 'In Progress',
    processing: 'In Progress',
    shipped: 'In Transit',
    delivered: 'Completed',
  }
  return (Object.keys(STEP_LABELS) as TimelineStepKey[]).map((key) => ({
    key,
    label: STEP_LABELS[key],
    done: reached[key],
    currentLabel: key === current ? currentText[key] : null,
  }))
}

/** 'Delivered' once delivered, otherwise the usual window. */
export function expectedDeliveryText(status: string): string {
  return normalizeStatus(status) === 'delivered' ? 'Delivered' : EXPECTED_DELIVERY_TEXT
}

/**
 * Carrier and tracking number for display. The shipment's own once there is one; a shipped or
 * delivered order without a number shows its real carrier and no number (never a made-up one);
 * before it ships, 'UPS Ground' and a number derived from the order number (display only).
 */
export function trackingInfo(order: Pick<Order, 'id' | 'status' | 'carrier' | 'trackingNumber'>): {
  carrier: string
  trackingNumber: string | null
  generated: boolean
} {
  if (order.trackingNumber) {
    return { carrier: order.carrier || PLACEHOLDER_TRACKING_CARRIER, trackingNumber: order.trackingNumber, generated: false }
  }
  const status = normalizeStatus(order.status)
  if (status === 'shipped' || status === 'delivered') {
    return { carrier: order.carrier || PLACEHOLDER_TRACKING_CARRIER, trackingNumber: null, generated: false }
  }
  const digits = order.id.replace(/\D/g, '') || '0'
  return { carrier: PLACEHOLDER_TRACKING_CARRIER, trackingNumber: `1Z999AA1${digits.padStart(10, '0')}`, generated: true }
}

/** Matches what a shopper typed against an order number: the whole input, or its digits only. */
export function matchesOrderNumber(orderId: string, input: string): boolean {
  const typed = input.trim().replace(/^#/, '')
  if (!typed) return false
  if (orderId === typed) return true
  const digits = typed.replace(/\D/g, '')
  return digits.length > 0 && orderId.replace(/\D/g, '') === digits
}

/** Sum of quantities on an order. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((count, item) => count + item.quantity, 0)
}
