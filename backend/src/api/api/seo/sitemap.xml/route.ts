import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../../modules/catalogue/catalogue-index"
import { publicCacheHeaders } from "../../../http/json-response"
import { publicOrigin, sitemapXml } from "../page-head"

/**
 * GET /api/seo/sitemap.xml (served as /sitemap.xml by the public origin): the home page, the
 * fixed pages, every category page and every product page of the catalogue index, so a product
 * added or removed by staff is in it or gone from it at once.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const index = await getCatalogueIndex(req.scope)
  const xml = sitemapXml(
    publicOrigin(),
    index.find({ sort: "name" }).ids
  )
  res.writeHead(200, { ...publicCacheHeaders(), "Content-Type": "application/xml; charset=utf-8", "Content-Length": Buffer.byteLength(xml) })
  res.end(req.method === "HEAD" ? undefined : xml)
}
