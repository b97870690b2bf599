import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { JsonBody } from "../../lib/json-body"

/**
 * Sends a prepared JSON body straight to the socket (no per-request serializing, encoding or
 * hashing); answers 304 when the client already holds this version.
 */
export function sendJson(req: MedusaRequest, res: MedusaResponse, body: JsonBody, status = 200) {
  if (status === 200 && req.headers["if-none-match"] === body.etag) {
    res.writeHead(304, { ETag: body.etag })
    res.end()
    return
  }
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": body.bytes.length,
    ETag: body.etag,
  })
  res.end(body.bytes)
}
