import type { MedusaRequest } from "@medusajs/framework/http"

/**
 * The address a request came from. Medusa trusts one proxy hop (the storefront host or nginx),
 * so this is the address that proxy saw, not one a client can make up.
 */
export function clientAddress(req: MedusaRequest): string {
  return req.ip || req.socket?.remoteAddress || "unknown"
}
