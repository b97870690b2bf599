import http from "node:http"
import { gzipSync } from "node:zlib"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import Negotiator from "negotiator"
import { listProductsQuerySchema, suggestionsQuerySchema } from "@printshop/contract"
import type { ZodType } from "zod"
import type { JsonBody } from "@printshop/catalogue-engine"
import { productsAnswer, suggestionsAnswer } from "../public-answers"
import { CONTROL_CHARACTER } from "../../../api/http/errors"
import { sendPublicJson } from "../../../api/http/json-response"
import { limitedAddress } from "../../../api/http/rate-limit"
import { answerMetrics, countRequest } from "../../../lib/observability/metrics"
import { REQUEST_LINES, logRequest } from "../../../lib/observability/requests"
import { inRequestTrace } from "../../../lib/observability/tracing"

/**
 * The catalogue's read port (docs/architecture.md, "Catalogue reads at the edge"): the public
 * origin's edge asks it for the catalogue reads its cache misses (every search, filter combination
 * and suggestion is new), and it answers them from the index without Medusa's HTTP stack, whose
 * middlewares cost more than the answer itself. It answers only what it can answer exactly as
 * Medusa's route would: a valid query with simple parameters, for everyone alike. Everything else
 * (an invalid query, a cookie, an error) gets PASS and the edge asks Medusa, so errors, limits and
 * messages stay in one place.
 */

/** "Ask Medusa instead": 421 Misdirected Request, which no route of the shop answers. */
export const PASS = 421

type Answer = (container: MedusaContainer, query: never, visitor: string) => Promise<JsonBody | null>
const ROUTES = new Map<string, { schema: ZodType; answer: Answer }>([
  ["/api/products", { schema: listProductsQuerySchema, answer: productsAnswer as Answer }],
  ["/api/search-suggestions", { schema: suggestionsQuerySchema, answer: ((container, query: { q: string }) => suggestionsAnswer(container, query.q)) as Answer }],
])

/** A %-escape that does not decode, which Express's parser and URLSearchParams may read differently. */
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"])

/**
 * The query string as Medusa's route reads it, when every parameter is a plain `key=value` given
 * once (then Express's parser and URLSearchParams agree) and holds no control character (Medusa's
 * guard answers those with a 400); null otherwise.
 */
export function simpleQuery(search: string): Record<string, string> | null {
  if (BROKEN_ESCAPE.test(search)) return null
  const query: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.prototype.hasOwnProperty.call(query, key) || UNSAFE_KEYS.has(key) || /[[\].]/.test(key) || CONTROL_CHARACTER.test(key + value)) return null
    query[key] = value
  }
  return query
}

function pass(res: http.ServerResponse) {
  res.writeHead(PASS, { "Content-Length": "0" })
  res.end()
}

async function answer(container: MedusaContainer, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? ""
  const mark = url.indexOf("?")
  const path = mark < 0 ? url : url.slice(0, mark)
  const route = ROUTES.get(path)
  const personal = req.headers.authorization || req.headers.cookie || req.headers.origin
  if (!route || (req.method !== "GET" && req.method !== "HEAD") || personal) return pass(res)
  const query = simpleQuery(mark < 0 ? "" : url.slice(mark + 1))
  const parsed = query && route.schema.safeParse(query)
  if (!parsed?.success) return pass(res)
  // The edge that asks here says whom it asks for (X-Forwarded-For), as it does to Medusa.
  const body = await route.answer(container, parsed.data as never, limitedAddress(req))
  if (!body) return pass(res)
  sendPublicJson(req, res, body, body.bytes.length >= COMPRESS_FROM && acceptsGzip(req) ? gzipOf(body) : undefined)
  return path
}

/**
 * Counts and logs an answered read (docs/operations.md, "Observability"): a PASS is counted by
 * Medusa, which answers it. The count is a few additions; the line, under the edge's request id,
 * only where lines are written (building the record for every read cost a long-tail read about
 * 5% more CPU: bench/results/observability.md).
 */
function observe(container: MedusaContainer, req: http.IncomingMessage, res: http.ServerResponse, route: string, started: number) {
  const method = req.method ?? "GET"
  const seconds = (performance.now() - started) / 1000
  countRequest("read-port", method, route, res.statusCode, seconds)
  if (!REQUEST_LINES) return
  logger ??= container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  logRequest(logger, { server: "read-port", method, route, url: req.url ?? "/", status: res.statusCode, seconds, requestId: req.headers["x-request-id"] })
}
let logger: Logger | undefined

/**
 * Compressed from the size Medusa compresses its answers from (`http.compression` in
 * medusa-config.ts), at zlib's fastest level, nginx's default (`gzip_comp_level 1`): most answers
 * here are asked once, and a page of 24 products (27 KB) takes 0.17 ms at level 1 against 0.34 at
 * level 6, as long as finding it, for 4.5 KB against 4.0.
 */
const COMPRESS_FROM = 1024
const GZIP_LEVEL = 1
/** Each answer's gzip, made once for the answers the index keeps (nginx asks for gzip and keeps it). */
const compressed = new WeakMap<JsonBody, Buffer>()

function gzipOf(body: JsonBody): Buffer {
  let gzip = compressed.get(body)
  if (!gzip) compressed.set(body, (gzip = gzipSync(body.bytes, { level: GZIP_LEVEL })))
  return gzip
}

/** Whether the client takes gzip (Accept-Encoding, as Medusa's compression reads it). */
const acceptsGzip = (req: http.IncomingMessage) => new Negotiator(req).encodings(["gzip"]).includes("gzip")

/** Where the read port listens: a TCP port (on `host`, or every address as Medusa does) or a Unix socket's path. */
export type ReadPortAddress = { port: number; host?: string } | { path: string }

/** Starts the read port at `address`; resolves once it listens. */
export function startCatalogueReadPort(container: MedusaContainer, address: ReadPortAddress): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    // The process's metrics, on this private port (docs/operations.md, "Observability").
    if (answerMetrics(req, res)) return
    const started = performance.now()
    inRequestTrace(req.headers, () => answer(container, req, res)).then(
      (route) => {
        if (route) observe(container, req, res, route, started)
      },
      () => {
        if (!res.headersSent) pass(res)
        else res.destroy()
      }
    )
  })
  server.keepAliveTimeout = 65_000
  // Medusa's own server keeps the process running; this one never does (a test's app, a shutdown).
  server.unref()
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    const listening = () => {
      server.off("error", reject)
      resolve(server)
    }
    if ("path" in address) server.listen(address.path, listening)
    else server.listen(address.port, address.host, listening)
  })
}
