import type { MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"

export type FieldError = { path: string; message: string }

/**
 * Parses `input` with `schema`. On failure answers 400 with `{ message, errors: [{ path, message }] }`
 * (DESIGN §4) and returns null, so handlers read: `const q = parseOr400(res, Schema, req.query); if (!q) return`.
 */
export function parseOr400<Schema extends z.ZodTypeAny>(
  res: MedusaResponse,
  schema: Schema,
  input: unknown
): z.infer<Schema> | null {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }))
  const first = errors[0]
  res.status(400).json({
    message: first ? `Invalid request: ${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid request",
    errors,
  })
  return null
}
