import { createHash } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LRUCache } from "lru-cache"
import sharp from "sharp"
import { storedPictureKey } from "../files/stored-pictures"

/** The size link previews (Open Graph, X, messengers) show best. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const
/** The picture sits inside this much of the card, on white, as on the product page. */
const PICTURE_BOX = { width: 1080, height: 570 }
const MAX_PICTURE_BYTES = 10 * 1024 * 1024

/** Rendered cards by picture address: a few hundred products' cards in at most 32 MB. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (card) => card.length })
/** Pictures that could not be made into a card, remembered for 10 minutes so asking again costs nothing. */
const unreadable = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 })

/** A short fingerprint of the picture's address, for the card's URL: a new picture is a new URL. */
export const pictureVersion = (picture: string) => createHash("sha256").update(picture).digest("base64url").slice(0, 10)

/** The address of a product's share card, as the page's head gives it. */
export const shareImagePath = (productId: string, picture: string) =>
  `/api/seo/share-image/${encodeURIComponent(productId)}?v=${pictureVersion(picture)}`

/** Whether a picture has a share card: only those the shop stores (a web address is shown as it is). */
export const hasShareImage = (picture: string) => storedPictureKey(picture) !== null

/** Whether this picture's card is answered from memory (made, or known to fail), costing no rendering. */
export const isShareImageKnown = (picture: string) => rendered.has(picture) || unreadable.has(picture)

/** A stored picture's bytes, through the file module (the local folder or S3); null when it cannot be read. */
async function readPicture(container: MedusaContainer, picture: string): Promise<Buffer | null> {
  const key = storedPictureKey(picture)
  if (key === null) return null
  try {
    const bytes = await container.resolve(Modules.FILE).getAsBuffer(key)
    return bytes.length > MAX_PICTURE_BYTES ? null : bytes
  } catch {
    return null
  }
}

/**
 * A product's share card: its main picture (raster or SVG) fitted on a white 1200x630 JPEG, which
 * every network and messenger shows (they show no SVG). Null when the picture is not one the shop
 * stores, cannot be read or is not a picture.
 */
export async function shareImageOf(container: MedusaContainer, picture: string): Promise<Buffer | null> {
  const kept = rendered.get(picture)
  if (kept) return kept
  if (unreadable.has(picture)) return null
  const card = await renderCard(await readPicture(container, picture))
  if (card) rendered.set(picture, card)
  else unreadable.set(picture, true)
  return card
}

async function renderCard(bytes: Buffer | null): Promise<Buffer | null> {
  if (!bytes) return null
  try {
    const fitted = await sharp(bytes, { density: 150, limitInputPixels: 40_000_000 })
      .resize({ ...PICTURE_BOX, fit: "inside", withoutEnlargement: false })
      .flatten({ background: "#ffffff" })
      .toBuffer()
    return await sharp({ create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: "#ffffff" } })
      .composite([{ input: fitted, gravity: "center" }])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    return null
  }
}
