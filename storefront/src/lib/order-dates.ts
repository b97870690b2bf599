/** Days from placing an order to its expected delivery, as the confirmation page promises. */
export const DELIVERY_DAYS = 7

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** 'March 5, 2025'; a missing or unreadable date is shown as an empty string, never as 'Invalid Date'. */
export function formatOrderDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? dateFormat.format(date) : ''
}

/** 'March 5, 2025 at 2:30 PM'. */
export function formatOrderDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? dateTimeFormat.format(date) : ''
}

/** The day an order placed at `createdAt` is expected to arrive. */
export function expectedDeliveryDate(createdAt: string | Date): Date | null {
  const date = toDate(createdAt)
  if (!date) return null
  const expected = new Date(date)
  expected.setDate(expected.getDate() + DELIVERY_DAYS)
  return expected
}
