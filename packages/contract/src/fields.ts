import { z } from "zod"

/** Field limits shared by the forms and the server. */
export const MAX_SHORT = 200
export const MAX_NAME = 100
export const MAX_EMAIL = 254
export const MAX_PHONE = 30
export const MAX_LONG = 5000

/** Text that must be there: trimmed, at least `min` characters, at most `max`. */
export const requiredText = (message: string, { min = 1, max = MAX_SHORT }: { min?: number; max?: number } = {}) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`)

/** Text that may be left empty. */
export const optionalText = (max = MAX_SHORT) => z.string().trim().max(max, `Must be at most ${max} characters`)

/** An e-mail address: trimmed and lower-cased, so it matches however it was typed. */
export const emailAddress = (message = "Please enter a valid email address") =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL, message)
    .pipe(z.email({ error: message }))

/** A US phone number as people type it: digits and + ( ) - . spaces, at least 10 characters. */
export const phoneNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(10, message)
    .max(MAX_PHONE, `Phone number must be at most ${MAX_PHONE} characters`)
    .regex(/^[0-9+()\-.\s]+$/, message)

/** A calendar date YYYY-MM-DD that exists (2024-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const calendarDate = (requiredMessage: string, invalidMessage = requiredMessage) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isCalendarDate, invalidMessage)

/** A query-string flag: the text 'true' or 'false'. */
export const queryFlag = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true")

/** A whole number in a query string: digits only, so `0x10`, `1e3` or ` 5` are refused, not coerced. */
export const queryWholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be from ${min} to ${max}`)

/** A record id in a path. */
export const idParam = z.object({ id: z.string().min(1).max(100) })

/** The shape of every 4xx answer of the /api (docs/api.md, "Conventions"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  code: z.string().optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
export type FieldError = { path: string; message: string }
