import { randomUUID } from "node:crypto"
import type http from "node:http"
import type { Logger } from "@medusajs/framework/types"
import { countRequest } from "./metrics"
import { pathOf } from "./redact"
import { activeSpan } from "./tracing"

/**
 * Each request's id, metrics and log line (docs/operations.md, "Observability"). The id is the one
 * the edge gave (nginx's $request_id, the storefront server's), or a new one; it is answered in
 * X-Request-ID, kept on the request where Medusa's own logging reads it (`req.requestId`), put on
 * the request's span, and written in the request's JSON line with the trace's id.
 */

/** An id the edge may pass: letters, digits, dashes, up to 64 (nginx's are 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/

export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header
  return given && REQUEST_ID.test(given) ? given : randomUUID()
}

/** Under NODE_ENV=production each process writes JSON lines (Medusa's logger does, in production). */
export const REQUEST_LINES = process.env.NODE_ENV === "production"

/** Segments that name one record (an id, a number, a long key), replaced by `:id` in a route made from a path. */
const RECORD_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{6,}$|^\d+$/
const KNOWN_PREFIXES = ["/api/", "/store/", "/admin/", "/auth/", "/hooks/"]

/**
 * The route a request is counted under: the pattern Express matched (`/api/products/:id`), or one
 * made from the path for a request answered before any route (a refusal by a middleware): record
 * ids become `:id`, stored files `/static/*`, the dashboard `/app/*`, anything else `other`, so an
 * address chosen by a client cannot create new series.
 */
export function routeOf(matched: string | undefined, url: string): string {
  if (matched) return matched
  const path = pathOf(url)
  if (path.startsWith("/static/")) return "/static/*"
  if (path === "/app" || path.startsWith("/app/")) return "/app/*"
  if (path === "/health") return path
  if (!KNOWN_PREFIXES.some((prefix) => path.startsWith(prefix))) return "other"
  return path
    .split("/")
    .slice(0, 6)
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ":id" : segment))
    .join("/")
}

export type RequestRecord = {
  server: "medusa" | "read-port"
  method: string
  route: string
  url: string
  status: number
  seconds: number
  /** The request's id, or the header it comes in (checked, or replaced, only when a line is written). */
  requestId: string | string[] | undefined
  traceId?: string
}

/** Counts a request and, under NODE_ENV=production, writes its JSON line. */
export function recordRequest(logger: Logger | undefined, record: RequestRecord) {
  countRequest(record.server, record.method, record.route, record.status, record.seconds)
  if (REQUEST_LINES) logRequest(logger, record)
}

/** Writes a request's JSON line, at `info`. */
export function logRequest(logger: Logger | undefined, record: RequestRecord) {
  if (!logger?.shouldLog("info")) return
  logger.log("info", "request", {
    request_id: requestIdOf(record.requestId),
    trace_id: record.traceId,
    server: record.server,
    method: record.method,
    route: record.route,
    // Without the query string, where a link's token travels.
    path: pathOf(record.url),
    status: record.status,
    duration_ms: Math.round(record.seconds * 10_000) / 10,
  })
}

type ObservedRequest = http.IncomingMessage & { requestId?: string; originalUrl?: string; route?: { path?: string }; scope?: { resolve: (key: string) => unknown } }

/** Medusa's logger, taken from the first request's scope. */
let logger: Logger | undefined

/**
 * The middleware that counts and logs every request through Medusa (the first of `/*`). Medusa has
 * already given the request its id (`req.requestId`: the edge's X-Request-ID, or a new UUID); one a
 * client could have shaped into anything is replaced, and the id is answered in X-Request-ID.
 */
export function observeRequests(req: ObservedRequest, res: http.ServerResponse, next: () => void) {
  const started = performance.now()
  let requestId = req.requestId
  if (!requestId || !REQUEST_ID.test(requestId)) req.requestId = requestId = randomUUID()
  res.setHeader("X-Request-ID", requestId)
  const span = activeSpan()
  span?.setAttribute("http.request_id", requestId)
  const traceId = span?.spanContext().traceId
  const url = req.originalUrl ?? req.url ?? "/"
  res.once("close", () => {
    logger ??= req.scope?.resolve("logger") as Logger | undefined
    recordRequest(logger, {
      server: "medusa",
      method: req.method ?? "GET",
      route: routeOf(req.route?.path, url),
      url,
      // A client that went away before its answer was finished: 499, as nginx logs it.
      status: res.writableFinished ? res.statusCode : 499,
      seconds: (performance.now() - started) / 1000,
      requestId,
      traceId,
    })
  })
  next()
}
