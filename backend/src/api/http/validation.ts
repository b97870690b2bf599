import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { FieldError } from "@printshop/contract"
import type { ZodType, z } from "zod"
import { ShopHttpError } from "./errors"

/** The shop's 400: `{ message, errors: [{ path, message }] }`, the first problem in the message. */
export function invalidRequest(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): ShopHttpError {
  const errors: FieldError[] = issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }))
  const first = errors[0]
  const message = first ? `Invalid request: ${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid request"
  return new ShopHttpError(400, message, errors)
}

/**
 * Validates the body with a schema of the contract and keeps the parsed value in
 * `req.validatedBody`, as Medusa's validateAndTransformBody does; unlike it, a failure answers
 * with every field's path and message (the shop's error shape, docs/api.md, "Conventions")
 * instead of one sentence.
 */
export function validateBody(schema: ZodType) {
  return function validateRequestBody(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const result = schema.safeParse(req.body ?? {})
    if (!result.success) return next(invalidRequest(result.error.issues))
    req.validatedBody = result.data
    next()
  }
}

/** The same for the query string, kept in `req.validatedQuery`. */
export function validateQuery(schema: ZodType) {
  return function validateRequestQuery(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const result = schema.safeParse(req.query ?? {})
    if (!result.success) return next(invalidRequest(result.error.issues))
    req.validatedQuery = result.data as Record<string, unknown>
    next()
  }
}

/** The validated body, typed by the schema that validated it. */
export const bodyOf = <S extends ZodType>(req: MedusaRequest, _schema: S) => req.validatedBody as z.output<S>
/** The validated query, typed by the schema that validated it. */
export const queryOf = <S extends ZodType>(req: MedusaRequest, _schema: S) => req.validatedQuery as z.output<S>
