import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../../lib/catalogue-index/catalogue-index"
import { publicCacheHeaders } from "../../../http/json-response"
import { pagePath, productIdOf, publicOrigin, renderHead } from "../page-head"

/**
 * GET /api/seo/head?path=/products/{id}: the <head> of that storefront page as HTML (title,
 * description, canonical address, Open Graph, a product's JSON-LD), from the catalogue index, so
 * it is as current as the catalogue. Always 200: an unknown page gets the not-found head
 * (noindex), which the edge puts in place of its default.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const pathname = pagePath(String((req.validatedQuery as { path: string }).path))
  const id = productIdOf(pathname)
  const product = id === null ? undefined : (await getCatalogueIndex(req.scope)).get(id)
  const html = renderHead(pathname, product, publicOrigin())
  res.writeHead(200, { ...publicCacheHeaders(), "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(html) })
  res.end(req.method === "HEAD" ? undefined : html)
}
