import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PRODUCT_LIST_FIRST_PAGE, firstScreenApiPaths, pageHeadOf, productIdOfPagePath } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { readShopPricing } from "../../../../lib/pricing/shop-pricing"
import { publicCacheHeaders } from "../../../http/json-response"
import { type FirstScreen, pagePath, publicOrigin, renderHead } from "../page-head"

/**
 * GET /api/seo/head?path=/products/{id}: the <head> of that storefront page as HTML (title,
 * description, canonical address, Open Graph, a product's JSON-LD, and preloads of the catalogue
 * answers and the picture its first screen shows), from the catalogue index, so it is as current
 * as the catalogue, and the shop's tax and shipping settings as Medusa has them. Always 200, so that the edge places it; a path no screen answers (or an
 * unknown product) gets the not-found head (noindex) and `X-Page-Status: 404`, which the edge
 * sends as the page's own status while the storefront draws its not-found screen
 * (docs/decisions.md, "Pages that do not exist").
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const raw = String((req.validatedQuery as { path: string }).path)
  const pathname = pagePath(raw)
  // The edge sends the page's path and a "?" when it had a query, never the query itself: a link's
  // token would land in this server's log (docs/operations.md, "Security").
  const id = productIdOfPagePath(pathname)
  const data = firstScreenApiPaths(pathname, raw.includes("?"))
  // Only a product page and the list's picture read the catalogue; the others answer without
  // waiting for the index.
  const listPicture = pathname === "/products" && data.length > 0
  // Medusa's settings as they are now (read at most once a second); a page still draws without them.
  const [index, pricing] = await Promise.all([
    id !== null || listPicture ? getCatalogueIndex(req.scope) : undefined,
    readShopPricing(req.scope).catch(() => undefined),
  ])
  const product = id === null ? undefined : index?.get(id)
  let firstScreen: FirstScreen = { data: [] }
  if (product) {
    // A product page: its product and its picture, the largest paint (an unknown one preloads nothing).
    firstScreen = { data, image: product.image }
  } else if (listPicture && index) {
    // The product list: its first page and the first card's picture.
    firstScreen = { data, image: index.find(PRODUCT_LIST_FIRST_PAGE.filters, { offset: 0, limit: 1 }).products[0]?.image }
  } else if (id === null) {
    // A category's landing page: its products (its largest paint is its heading, drawn without them).
    firstScreen = { data }
  }
  const html = renderHead(pathname, product, publicOrigin(), firstScreen, pricing)
  const found = id === null ? pageHeadOf(pathname) !== null : product !== undefined
  res.writeHead(200, {
    "X-Page-Status": found ? "200" : "404", ...publicCacheHeaders(), "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(html) })
  res.end(req.method === "HEAD" ? undefined : html)
}
