import { createHash } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import { LRUCache } from "lru-cache"
import sharp from "sharp"
import { uploadFolder } from "../files/folders"

/** The size link previews (Open Graph, X, messengers) show best. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const
/** The picture sits inside this much of the card, on white, as on the product page. */
const PICTURE_BOX = { width: 1080, height: 570 }
const MAX_PICTURE_BYTES = 10 * 1024 * 1024
const FETCH_TIMEOUT_MS = 5000

/** Rendered cards by picture address: a few hundred products' cards in at most 32 MB. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (card) => card.length })

/** A short fingerprint of the picture's address, for the card's URL: a new picture is a new URL. */
export const pictureVersion = (picture: string) => createHash("sha256").update(picture).digest("base64url").slice(0, 10)

/** The address of a product's share card, as the page's head gives it. */
export const shareImagePath = (productId: string, picture: string) =>
  `/api/seo/share-image/${encodeURIComponent(productId)}?v=${pictureVersion(picture)}`

/**
 * A product picture's bytes: a stored file of the local provider from the upload folder (never a
 * private one), or an absolute http(s) address (S3) fetched with a time and size limit. Null when
 * it cannot be read.
 */
async function readPicture(picture: string): Promise<Buffer | null> {
  if (picture.startsWith("/static/")) {
    const name = decodeURIComponent(picture.slice("/static/".length))
    if (!name || name !== path.basename(name) || name.startsWith(".") || name.startsWith("private-")) return null
    return fs.readFile(path.join(uploadFolder(), name)).catch(() => null)
  }
  if (!/^https?:\/\//i.test(picture)) return null
  try {
    const answer = await fetch(picture, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "error" })
    if (!answer.ok || Number(answer.headers.get("content-length") ?? 0) > MAX_PICTURE_BYTES) return null
    const bytes = Buffer.from(await answer.arrayBuffer())
    return bytes.length > MAX_PICTURE_BYTES ? null : bytes
  } catch {
    return null
  }
}

/**
 * A product's share card: its main picture (raster or SVG) fitted on a white 1200x630 JPEG, which
 * every network and messenger shows (they show no SVG). Null when the picture cannot be read or
 * is not a picture.
 */
export async function shareImageOf(picture: string): Promise<Buffer | null> {
  const kept = rendered.get(picture)
  if (kept) return kept
  const bytes = await readPicture(picture)
  if (!bytes) return null
  try {
    const fitted = await sharp(bytes, { density: 150, limitInputPixels: 40_000_000 })
      .resize({ ...PICTURE_BOX, fit: "inside", withoutEnlargement: false })
      .flatten({ background: "#ffffff" })
      .toBuffer()
    const card = await sharp({ create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: "#ffffff" } })
      .composite([{ input: fitted, gravity: "center" }])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
    rendered.set(picture, card)
    return card
  } catch {
    return null
  }
}
