import {
  errorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { FieldError } from "@printshop/contract"
import { isDatabaseUnreachable } from "../../lib/http/database-availability"
import { answerUnavailable } from "./database-availability"

/** An error whose answer is the shop's `{ message, errors }` with its own status. */
export class ShopHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {}
  ) {
    super(message)
    this.name = "ShopHttpError"
  }
}

const isShopPath = (req: MedusaRequest) => (req.originalUrl || req.url || "").startsWith("/api/")

/** Errors of Express's body parser (`type` and `status` come from the http-errors package). */
function bodyParserAnswer(error: { type?: string; status?: number; limit?: number }): { status: number; message: string } | null {
  switch (error.type) {
    case "entity.parse.failed":
      return { status: 400, message: "The request body is not valid JSON." }
    case "entity.too.large":
      return { status: 413, message: `The request body is too large (at most ${error.limit ?? "the limit"} bytes).` }
    case "encoding.unsupported":
    case "charset.unsupported":
      return { status: 415, message: "The request body's encoding is not supported." }
    case "request.aborted":
      return { status: 400, message: "The request was aborted." }
    default:
      return null
  }
}

/** Medusa's logger for the request, or the console when the request has no container. */
const loggerOf = (req: MedusaRequest): Pick<Console, "warn" | "error"> => req.scope?.resolve(ContainerRegistrationKeys.LOGGER) ?? console

/**
 * The one error handler: every /api answer is `{ message, errors: [{ path, message }] }`, never
 * Express's HTML page or a stack trace; Medusa's own routes keep Medusa's answers.
 */
export function shopErrorHandler() {
  const medusaErrorHandler = errorHandler()
  return function handleError(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
    if (res.headersSent) {
      res.end()
      return
    }
    // The shop's own validation answers in its shape on every path (also its /admin routes).
    if (error instanceof ShopHttpError) {
      res.status(error.status).json({ message: error.message, errors: error.errors, ...error.extra })
      return
    }
    if (!isShopPath(req)) return medusaErrorHandler(error as Error, req, res, next)
    const parser = bodyParserAnswer(error as { type?: string })
    if (parser) {
      res.status(parser.status).json({ message: parser.message, errors: [{ path: "", message: parser.message }] })
      return
    }
    if (isDatabaseUnreachable(error)) {
      // Operators see which failure turned a request away (the shopper sees the 503's message).
      loggerOf(req).warn(`${req.method} ${req.path} answered 503, the database could not be reached: ${(error as Error).message}`)
      answerUnavailable(res)
      return
    }
    const { statusCode, body } = getHttpResponseFromError(error as Error)
    if (statusCode >= 500) {
      loggerOf(req).error(error as Error)
      res.status(500).json({ message: "Something went wrong on our side. Please try again.", errors: [] })
      return
    }
    const message = typeof body.message === "string" && body.message ? body.message : "The request could not be completed."
    res.status(statusCode).json({ message, errors: statusCode === 400 ? [{ path: "", message }] : [] })
  }
}

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/** The path of the first string (key or value) holding a control character, if any. */
function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : null
  if (depth > 32 || value === null || typeof value !== "object") return null
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key]
    const found = findControlCharacter(child, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}

/**
 * Every text field of every /api route refuses control characters (NUL and the like) with a
 * 400 naming the field (DESIGN §4): PostgreSQL refuses NUL, and no form of the shop needs them.
 */
export function refuseControlCharacters(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const found = findControlCharacter(req.body) ?? findControlCharacter(req.query)
  if (!found) return next()
  const path = found.join(".")
  const message = "Must not contain control characters"
  res.status(400).json({ message: `Invalid request: ${path ? `${path}: ` : ""}${message}`, errors: [{ path, message }] })
}

/** No `X-Powered-By: Express`: it only tells an attacker what to try. */
export function hidePoweredBy(_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  res.removeHeader("X-Powered-By")
  next()
}
