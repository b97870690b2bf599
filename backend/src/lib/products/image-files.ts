import { MAX_IMAGE_BYTES } from "@printshop/contract"
import { detectPicture } from "../../modules/shop-files/pictures"

/**
 * Why an uploaded file is refused (pictures only, 10 MB each: docs/decisions.md, "What staff
 * upload"), or null when it is a picture. The type is read from the file's own bytes, never
 * from its name or what the browser claims.
 */
export function imageProblem(file: { size: number; buffer: Buffer }): string | null {
  if (file.size > MAX_IMAGE_BYTES) return "An image must be 10 MB or smaller"
  if (!detectPicture(file.buffer)) return "Only pictures (PNG, JPG, GIF, WebP, AVIF) can be uploaded"
  return null
}
