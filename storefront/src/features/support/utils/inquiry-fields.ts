import { z } from 'zod'

/** Field limits shared with the server. */
export const MAX_SHORT = 200
export const MAX_EMAIL = 254
export const MAX_PHONE = 30
export const MAX_LONG = 5000

export const requiredText = (message: string, max = MAX_SHORT) =>
  z.string().trim().min(1, message).max(max, `Please keep this under ${max.toLocaleString('en-US')} characters`)

export const optionalText = (max = MAX_SHORT) =>
  z.string().trim().max(max, `Please keep this under ${max.toLocaleString('en-US')} characters`)

export const requiredEmail = z
  .string()
  .trim()
  .min(1, 'Please enter a valid email address')
  .max(MAX_EMAIL, 'Please enter a valid email address')
  .email('Please enter a valid email address')

export const optionalPhone = optionalText(MAX_PHONE)

/** An optional choice: empty, or one of the listed values. */
export const optionalChoice = (values: readonly string[], message: string) =>
  z.string().refine((value) => value === '' || values.includes(value), message)

/** Today in the customer's own time zone, as 'YYYY-MM-DD' (what a date input holds). */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
