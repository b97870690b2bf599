import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@printshop/contract'

/** A file the uploader did not take, and why. */
export interface RejectedImage {
  name: string
  message: string
}

/** What the file picker and the drop zone accept: the image types the server keeps. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

const TYPE_NAMES: Record<string, string> = { 'image/jpeg': 'JPG', 'image/webp': 'WebP', 'image/svg+xml': 'SVG' }
const typeName = (type: string) => TYPE_NAMES[type] ?? type.replace(/^image\//, '').toUpperCase()
const names = IMAGE_TYPES.map(typeName)
/** 'PNG, JPG, GIF, WebP or AVIF': the kinds of image the server takes. */
export const IMAGE_KINDS_TEXT = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '')
const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024)

export const isImageFile = (file: File): boolean => (IMAGE_TYPES as readonly string[]).includes(file.type)

/** The same file picked or dropped again: same name, size and modification time. */
export const imageFileKey = (file: File): string => `${file.name}:${file.size}:${file.lastModified}`

/**
 * Image types only, each at most 10 MB (docs/decisions.md, "What staff upload"; other files count
 * as failed); a file already added is skipped, not added twice; a product holds at most
 * MAX_PRODUCT_IMAGES images.
 */
export function sortImageFiles(
  files: readonly File[],
  { added, room = MAX_PRODUCT_IMAGES }: { added: ReadonlySet<string>; room?: number },
): { accepted: File[]; rejected: RejectedImage[]; duplicates: number } {
  const accepted: File[] = []
  const rejected: RejectedImage[] = []
  const seen = new Set(added)
  let duplicates = 0
  for (const file of files) {
    if (!isImageFile(file)) {
      rejected.push({ name: file.name, message: `Not an image file (${IMAGE_KINDS_TEXT})` })
    } else if (file.size > MAX_IMAGE_BYTES) {
      rejected.push({ name: file.name, message: `Larger than ${MAX_IMAGE_MB} MB` })
    } else if (seen.has(imageFileKey(file))) {
      duplicates += 1
    } else if (accepted.length >= room) {
      rejected.push({ name: file.name, message: `A product can have at most ${MAX_PRODUCT_IMAGES} images` })
    } else {
      seen.add(imageFileKey(file))
      accepted.push(file)
    }
  }
  return { accepted, rejected, duplicates }
}

/** 'N images uploaded successfully', plus ', M failed' when some failed. */
export function uploadSummary(uploaded: number, failed: number): string {
  const text = `${uploaded} ${uploaded === 1 ? 'image' : 'images'} uploaded successfully`
  return failed > 0 ? `${text}, ${failed} failed` : text
}
