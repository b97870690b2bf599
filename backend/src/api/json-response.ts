import type { MedusaResponse } from "@medusajs/framework/http"

/** Sends an already serialized JSON body. */
export function sendJson(res: MedusaResponse, body: string, status = 200) {
  res.status(status).setHeader("Content-Type", "application/json; charset=utf-8")
  res.send(body)
}
