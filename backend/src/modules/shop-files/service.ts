import { LocalFileService } from "@medusajs/file-local"

type Upload = Parameters<LocalFileService["upload"]>[0]
type StreamUpload = Parameters<LocalFileService["getUploadStream"]>[0]

/** The URL Medusa serves an uploaded file at, relative to the origin. */
const staticUrl = (key: string) => `/static/${key.split("/").map(encodeURIComponent).join("/")}`

/**
 * Medusa's local file provider, answering relative URLs (/static/<file>) instead of absolute ones:
 * the same picture then loads on the public origin (which forwards /static) and on the staff host,
 * whatever their addresses (DESIGN §5). Medusa serves /static itself.
 */
class ShopFilesService extends LocalFileService {
  static identifier = "shop-files"

  constructor(dependencies: ConstructorParameters<typeof LocalFileService>[0], options: ConstructorParameters<typeof LocalFileService>[1]) {
    // Medusa's provider needs an absolute base, never used: every URL is made relative below.
    super(dependencies, { ...options, backend_url: "http://localhost/static" })
  }

  async upload(file: Upload) {
    const stored = await super.upload(file)
    return { ...stored, url: staticUrl(stored.key) }
  }

  async getUploadStream(file: StreamUpload) {
    const stream = await super.getUploadStream(file)
    return { ...stream, url: staticUrl(stream.fileKey) }
  }
}

export default ShopFilesService
