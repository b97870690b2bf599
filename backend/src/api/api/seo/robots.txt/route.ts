import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { publicCacheHeaders } from "../../../http/json-response"
import { publicOrigin, robotsTxt } from "../page-head"

/**
 * GET /api/seo/robots.txt (served as /robots.txt by the public origin): generated rather than a
 * file of the build, because its Sitemap line must be an absolute address, and only the backend
 * knows the public one (STOREFRONT_URL).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const text = robotsTxt(publicOrigin())
  res.writeHead(200, { ...publicCacheHeaders(), "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) })
  res.end(req.method === "HEAD" ? undefined : text)
}
