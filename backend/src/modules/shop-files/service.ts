import { LocalFileService } from "@medusajs/file-local"
import { MedusaError } from "@medusajs/framework/utils"
import { MAX_IMAGE_BYTES } from "@printshop/contract"
import { detectPicture, storedName, svgProblem, uniqueFileName } from "./pictures"

type Upload = Parameters<LocalFileService["upload"]>[0]
type StreamUpload = Parameters<LocalFileService["getUploadStream"]>[0]
type Options = { upload_dir: string; private_upload_dir: string }

/** The URL a public file is served at, relative to the origin (the public one and the staff host alike). */
const staticUrl = (key: string) => `/static/${key.split("/").map(encodeURIComponent).join("/")}`
/** Private files (Medusa's exports and imports) are downloaded by staff only, through the admin API. */
const privateUrl = (key: string) => `/admin/shop-files/${encodeURIComponent(key)}`
const isPrivateKey = (key: string) => key.startsWith("private-")

const REFUSED = "Only pictures can be uploaded: PNG, JPEG, GIF, WebP or AVIF (the file's content decides, not its name)."

/** The bytes of an upload's `content` (base64, or a binary string). */
function contentBytes(content: string): Buffer {
  const base64 = Buffer.from(content, "base64")
  return base64.toString("base64") === content ? base64 : Buffer.from(content, "binary")
}

/**
 * Medusa's local file provider with the shop's rules (docs/decisions.md, "What staff upload"):
 * - a public file must be a picture: its type and extension come from its content (PNG, JPEG, GIF,
 *   WebP, AVIF; or an SVG made only of drawing elements, as the seed's illustrations are), so
 *   nothing stored under /static can run as a page or a script;
 * - private files (exports, imports) are kept in their own folder, which nothing serves; staff
 *   download them through GET /admin/shop-files/{key};
 * - URLs are relative, so a picture loads on the public origin and the staff host alike.
 */
class ShopFilesService extends LocalFileService {
  static identifier = "shop-files"

  constructor(dependencies: ConstructorParameters<typeof LocalFileService>[0], options: Options) {
    // Medusa's provider needs an absolute base, never used: every URL is made below.
    super(dependencies, { ...options, backend_url: "http://localhost/static" })
  }

  async upload(file: Upload) {
    if (file.access !== "public") {
      const stored = await super.upload({ ...file, filename: uniqueFileName(file.filename) })
      return { ...stored, url: privateUrl(stored.key) }
    }
    const bytes = contentBytes(file.content)
    if (bytes.length > MAX_IMAGE_BYTES) throw new MedusaError(MedusaError.Types.INVALID_DATA, "A picture may be at most 10 MB.")
    const picture = detectPicture(bytes)
    const svg = picture ? null : svgProblem(bytes) === null
    if (!picture && !svg) throw new MedusaError(MedusaError.Types.INVALID_DATA, REFUSED)
    const stored = await super.upload({
      ...file,
      filename: uniqueFileName(storedName(file.filename, picture?.extension ?? "svg")),
      mimeType: picture?.mimeType ?? "image/svg+xml",
      content: bytes.toString("base64"),
    })
    return { ...stored, url: staticUrl(stored.key) }
  }

  /** Streams are how Medusa writes its exports: private only, since a stream cannot be checked first. */
  async getUploadStream(file: StreamUpload) {
    if (file.access === "public") throw new MedusaError(MedusaError.Types.INVALID_DATA, REFUSED)
    const stream = await super.getUploadStream(file)
    return { ...stream, url: privateUrl(stream.fileKey) }
  }

  async getPresignedDownloadUrl(file: { fileKey: string }) {
    await super.getPresignedDownloadUrl(file)
    return isPrivateKey(file.fileKey) ? privateUrl(file.fileKey) : staticUrl(file.fileKey)
  }
}

export default ShopFilesService
