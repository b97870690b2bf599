const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })

/** '2025-03-04T10:00:00Z' -> 'Mar 4, 2025, 10:00 AM'; '' when there is no date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return ""
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date)
}

/** A date (YYYY-MM-DD or a timestamp) as 'Mar 4, 2025'; words such as '3-5 business days' stay as they are. */
export function formatDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value)
  return Number.isNaN(day.getTime()) ? value : dateOnly.format(day)
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** '1850.00' -> '$1,850.00'. */
export const formatDollars = (amount: string) => dollars.format(Number(amount))
