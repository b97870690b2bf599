/**
 * The file module's key of a picture the shop itself stores: an upload of the local provider
 * (`/static/<name>`, never a private file) or, with S3_BUCKET, an object under S3_FILE_URL. Null
 * for any other address: the shop reads its own storage only, never an address staff typed
 * (docs/operations.md, "Security").
 */
export function storedPictureKey(picture: string): string | null {
  const safeKey = (key: string) =>
    key && !key.startsWith("private-") && !key.split("/").some((part) => part === "" || part === "." || part === ".." || part.startsWith(".")) ? key : null
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text)
    } catch {
      return ""
    }
  }
  if (picture.startsWith("/static/")) {
    const name = decode(picture.slice("/static/".length))
    return name.includes("/") ? null : safeKey(name)
  }
  const bucketUrl = process.env.S3_BUCKET ? process.env.S3_FILE_URL?.replace(/\/+$/, "") : undefined
  if (bucketUrl && picture.startsWith(`${bucketUrl}/`)) return safeKey(picture.slice(bucketUrl.length + 1).split("/").map(decode).join("/"))
  return null
}
