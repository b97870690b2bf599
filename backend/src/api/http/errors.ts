import {
  errorHandler,
  getHttpResponseFromError,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { FieldError } from "@printshop/contract"
import { isDatabaseUnreachable } from "../../lib/database/availability"
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
    if (answerKnownErrors(error, req, res)) return
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
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

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
 * Every text field of every /api route refuses control characters (NUL and the like) with a 400
 * naming the field (docs/operations.md, "Security"): PostgreSQL refuses NUL, and no form of the
 * shop needs them.
 */
export function refuseControlCharacters(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const found = findControlCharacter(req.body) ?? findControlCharacter(req.query)
  if (!found) return next()
  const path = found.join(".")
  const message = "Must not contain control characters"
  res.status(400).json({ message: `Invalid request: ${path ? `${path}: ` : ""}${message}`, errors: [{ path, message }] })
}

/**
 * No `X-Powered-By: Express`: it only tells an attacker what to try. The setting is turned off for
 * the whole app on its first request, so what Medusa serves before the shop's middlewares run (its
 * dashboard) goes without it from then on.
 */
export function hidePoweredBy(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  req.app?.disable?.("x-powered-by")
  res.removeHeader("X-Powered-By")
  next()
}

/**
 * An address whose path holds a control character (`%00` in an id, say) or a broken %-escape is
 * refused with 400 on every route, before any route reads its parameters.
 */
export function refuseBadPaths(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const raw = (req.originalUrl || req.url || "").split("?")[0]
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    res.status(400).json({ message: "The address is malformed.", errors: [{ path: "", message: "The address is malformed" }] })
    return
  }
  if (!CONTROL_CHARACTER.test(path)) return next()
  const message = "The address must not contain control characters"
  res.status(400).json({ message: `${message}.`, errors: [{ path: "", message }] })
}

/** What multer's refusals of a multipart body mean, as the shop's answers (never a 500). */
function multipartAnswer(error: { name?: string; code?: string; field?: string; message?: string }): { status: number; message: string } | null {
  if (error.name === "MulterError") {
    switch (error.code) {
      case "LIMIT_FILE_SIZE":
        return { status: 413, message: "A file is too large: a picture or certificate may be at most 10 MB." }
      case "LIMIT_FILE_COUNT":
        return { status: 400, message: "Too many files: send at most 20 at a time." }
      case "LIMIT_UNEXPECTED_FILE":
        return { status: 400, message: `Unexpected field '${error.field ?? ""}': send the files in the field the form names.` }
      default:
        return { status: 400, message: `The upload was refused: ${error.message ?? error.code}.` }
    }
  }
  // busboy, which multer uses, for a body cut short or without its boundary.
  if (/^(Unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header|Unexpected end of file)/i.test(error.message ?? "")) {
    return { status: 400, message: "The upload is incomplete or malformed." }
  }
  return null
}

/** Medusa's own routes keep Medusa's error shape: `{ type, message }`. */
function medusaShaped(res: MedusaResponse, status: number, message: string) {
  res.status(status).json({ type: status === 413 ? "payload_too_large" : "invalid_data", message })
}

/**
 * Errors that neither Medusa's handler nor the routes know, answered before them: a refused
 * multipart body (Medusa's /admin/uploads and the shop's uploads alike).
 */
export function answerKnownErrors(error: unknown, req: MedusaRequest, res: MedusaResponse): boolean {
  // Express's router could not decode a path parameter (a broken %-escape).
  if (error instanceof URIError || /^Failed to decode param/.test((error as { message?: string } | null)?.message ?? "")) {
    const message = "The address is malformed."
    if (isShopPath(req)) res.status(400).json({ message, errors: [{ path: "", message: "The address is malformed" }] })
    else medusaShaped(res, 400, message)
    return true
  }
  const multipart = multipartAnswer((error ?? {}) as { name?: string })
  if (!multipart) return false
  if (isShopPath(req)) res.status(multipart.status).json({ message: multipart.message, errors: [{ path: "files", message: multipart.message }] })
  else medusaShaped(res, multipart.status, multipart.message)
  return true
}

/**
 * Express answers a path nothing serves with an HTML page ("Cannot GET ..."). On the backend every
 * answer is JSON: such a page is replaced by `{ message }` with the same status.
 */
export function answerJsonNotFound(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const end = res.end.bind(res) as (...args: unknown[]) => MedusaResponse
  ;(res as unknown as { end: (...args: unknown[]) => MedusaResponse }).end = (...args: unknown[]) => {
    const [body] = args
    const type = String(res.getHeader("Content-Type") ?? "")
    if (res.statusCode === 404 && type.startsWith("text/html") && !res.headersSent && typeof body === "string" && /<pre>Cannot \w+ /.test(body)) {
      const json = JSON.stringify({ message: `There is no route ${req.method} ${(req.originalUrl || req.url).split("?")[0]}.` })
      res.setHeader("Content-Type", "application/json; charset=utf-8")
      res.setHeader("Content-Length", Buffer.byteLength(json))
      return end(json)
    }
    return end(...args)
  }
  next()
}
