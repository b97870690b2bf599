import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "@printshop/contract"

/** The first bytes each accepted picture type starts with. */
const SIGNATURES: Record<(typeof IMAGE_TYPES)[number], (bytes: Buffer) => boolean> = {
  "image/png": (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  "image/gif": (bytes) => /^GIF8[79]a/.test(bytes.subarray(0, 6).toString("latin1")),
  "image/webp": (bytes) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP",
  "image/avif": (bytes) => bytes.subarray(4, 12).toString("latin1") === "ftypavif",
}

/**
 * Why an uploaded file is refused (SPEC §5: image types only, 10 MB each), or null when it is a
 * picture. The type is read from the file's own bytes, not only from what the browser claims.
 */
export function imageProblem(file: { mimetype: string; size: number; buffer: Buffer }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.mimetype)) return "Only image files (PNG, JPG, GIF, WebP, AVIF) can be uploaded"
  if (file.size > MAX_IMAGE_BYTES) return "An image must be 10 MB or smaller"
  if (!SIGNATURES[file.mimetype as (typeof IMAGE_TYPES)[number]](file.buffer)) return "The file is not the picture its type says"
  return null
}
