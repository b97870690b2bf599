import type { IncomingMessage, ServerResponse } from "node:http"
import { type JsonBody, toJsonBody } from "@printshop/catalogue-engine"

/**
 * How long an edge may answer a catalogue read without asking the backend again, in seconds (a
 * change is visible at the public origin within one second:
 * docs/architecture.md, "Catalogue reads at the edge").
 */
export const EDGE_SECONDS = 1

/**
 * The caching headers of a public catalogue answer, the same for every shopper:
 * - browsers keep it but ask again each time (`max-age=0`), with the entity tag, so an unchanged
 *   answer costs a 304;
 * - a shared cache (the public origin's edge) may answer it for `s-maxage` seconds;
 * - nginx measures that in whole seconds from when it stored the answer, up to two seconds in
 *   all, so it is told in its own header to keep the answer until the end of the current second
 *   only: never more than one second.
 */
export function publicCacheHeaders(now = Date.now()): Record<string, string> {
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${EDGE_SECONDS}`,
    "X-Accel-Expires": `@${Math.floor(now / 1000)}`,
    Vary: "Accept-Encoding",
  }
}

/** Whether an If-None-Match header (one tag, a list, weak or strong, or *) names this tag. */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = etag.replace(/^W\//, "")
  return header.split(",").some((tag) => {
    const candidate = tag.trim()
    return candidate === "*" || candidate.replace(/^W\//, "") === opaque
  })
}

/**
 * Sends a public catalogue answer, serialized once, straight to the socket (no per-request
 * serializing, encoding or hashing), with its entity tag and the edge's caching headers; answers
 * 304 when the client already holds this version. `gzip`: the answer already compressed, sent as
 * it is (the entity tag is the answer's either way, as Medusa's compression leaves it).
 */
export function sendPublicJson(req: IncomingMessage, res: ServerResponse, body: JsonBody | unknown, gzip?: Buffer) {
  const json = isJsonBody(body) ? body : toJsonBody(body)
  const headers = { ...publicCacheHeaders(), ETag: json.etag }
  if (matchesEntityTag(req.headers["if-none-match"], json.etag)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  const bytes = gzip ?? json.bytes
  res.writeHead(200, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    "Content-Length": bytes.length,
  })
  res.end(req.method === "HEAD" ? undefined : bytes)
}

function isJsonBody(value: unknown): value is JsonBody {
  return Boolean(value) && typeof value === "object" && Buffer.isBuffer((value as JsonBody).bytes) && typeof (value as JsonBody).etag === "string"
}
