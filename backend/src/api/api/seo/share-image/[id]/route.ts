import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { countAttempt, minutesOf, rateLimits, tooManyAttemptsMessage } from "../../../../../lib/accounts/rate-limit"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { SHARE_IMAGE, isShareImageKnown, pictureVersion, shareImageOf } from "../../../../../lib/seo/share-image"
import { limitedAddress } from "../../../../http/rate-limit"

/**
 * GET /api/seo/share-image/{id}?v=...: the product's share card for link previews, a 1200x630
 * JPEG made from its main picture (the page's og:image), read from the shop's own storage only.
 * The address changes with the picture, so the card is kept for a day; 404 for an unknown product
 * or one without a stored, readable picture. Making a card costs the server: cards not yet made
 * are limited per address (a card made, or known to fail, is not counted).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const product = (await getCatalogueIndex(req.scope)).get(req.params.id)
  const picture = product?.image
  if (picture && !isShareImageKnown(picture)) {
    const { refused } = await countAttempt([[rateLimits().shareImagesPerAddress, limitedAddress(req)]])
    if (refused) {
      res.setHeader("Retry-After", String(Math.ceil(refused.waitMs / 1000)))
      res.status(429).json({ message: tooManyAttemptsMessage("share-image", minutesOf(refused.waitMs)) })
      return
    }
  }
  const card = picture ? await shareImageOf(req.scope, picture) : null
  if (!product || !picture || !card) {
    res.status(404).json({ message: "There is no share image for this product." })
    return
  }
  res.writeHead(200, {
    "Content-Type": SHARE_IMAGE.type,
    "Content-Length": card.length,
    // An address with the current picture's version is kept; any other is answered, not kept.
    "Cache-Control": req.query.v === pictureVersion(picture) ? "public, max-age=86400" : "no-cache",
  })
  res.end(req.method === "HEAD" ? undefined : card)
}
