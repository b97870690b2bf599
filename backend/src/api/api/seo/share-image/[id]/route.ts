import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getCatalogueIndex } from "../../../../../lib/catalogue-index/catalogue-index"
import { SHARE_IMAGE, pictureVersion, shareImageOf } from "../../../../../lib/seo/share-image"

/**
 * GET /api/seo/share-image/{id}?v=...: the product's share card for link previews, a 1200x630
 * JPEG made from its main picture (the page's og:image). The address changes with the picture,
 * so the card is kept for a day; 404 for an unknown product or one without a readable picture.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const product = (await getCatalogueIndex(req.scope)).get(req.params.id)
  const card = product?.image ? await shareImageOf(product.image) : null
  if (!product || !card) {
    res.status(404).json({ message: "There is no share image for this product." })
    return
  }
  const current = pictureVersion(product.image)
  res.writeHead(200, {
    "Content-Type": SHARE_IMAGE.type,
    "Content-Length": card.length,
    // An address with the current picture's version is kept; any other is answered, not kept.
    "Cache-Control": req.query.v === current ? "public, max-age=86400" : "no-cache",
  })
  res.end(req.method === "HEAD" ? undefined : card)
}
