import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PRODUCT_LIST_FIRST_PAGE, firstScreenApiPaths } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../lib/catalogue-index/catalogue-index"
import { publicCacheHeaders } from "../../../http/json-response"
import { pagePath, productIdOf, publicOrigin, renderHead } from "../page-head"

/**
 * GET /api/seo/head?path=/products/{id}: the <head> of that storefront page as HTML (title,
 * description, canonical address, Open Graph, a product's JSON-LD, and preloads of the catalogue
 * answers and the picture its first screen shows), from the catalogue index, so it is as current
 * as the catalogue. Always 200: an unknown page gets the not-found head
 * (noindex), which the edge puts in place of its default.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const raw = String((req.validatedQuery as { path: string }).path)
  const pathname = pagePath(raw)
  const search = raw.includes("?") ? raw.slice(raw.indexOf("?")) : ""
  const index = await getCatalogueIndex(req.scope)
  const id = productIdOf(pathname)
  const product = id === null ? undefined : index.get(id)
  const data = firstScreenApiPaths(pathname, search)
  // On a product page its picture is the largest paint; on the product list, the first card's.
  const image = id !== null ? product?.image : data.length ? index.find(PRODUCT_LIST_FIRST_PAGE.filters).products[0]?.image : undefined
  const html = renderHead(pathname, product, publicOrigin(), { data: product || id === null ? data : [], image })
  res.writeHead(200, { ...publicCacheHeaders(), "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(html) })
  res.end(req.method === "HEAD" ? undefined : html)
}
