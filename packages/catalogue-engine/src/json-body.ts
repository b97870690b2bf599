import { hash } from "node:crypto"

/** A JSON answer serialized once, with its bytes and entity tag, ready to be sent many times. */
export type JsonBody = { bytes: Buffer; etag: string }

/** JSON text already serialized (a product's, kept as bytes by the index), spliced as it is by toJsonBody. */
export class RawJson {
  constructor(readonly bytes: Buffer) {}
}

const COMMA = Buffer.from(",")

/** A JSON array of items already serialized. */
export function rawJsonArray(items: Buffer[]): RawJson {
  const parts: Buffer[] = [Buffer.from("[")]
  items.forEach((item, at) => {
    if (at) parts.push(COMMA)
    parts.push(item)
  })
  parts.push(Buffer.from("]"))
  return new RawJson(Buffer.concat(parts))
}

/**
 * The JSON bytes of a value: as JSON.stringify writes them, with a RawJson (the value itself, or a
 * field of a plain object) spliced as it is. Fields that are undefined are left out, as
 * JSON.stringify leaves them.
 */
function jsonBytes(value: unknown): Buffer {
  if (value instanceof RawJson) return value.bytes
  if (isPlainObject(value) && Object.values(value).some((field) => field instanceof RawJson)) {
    const parts: Buffer[] = []
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined) continue
      parts.push(Buffer.from(`${parts.length ? "," : "{"}${JSON.stringify(key)}:`, "utf8"), jsonBytes(field))
    }
    parts.push(Buffer.from(parts.length ? "}" : "{}"))
    return Buffer.concat(parts)
  }
  return Buffer.from(JSON.stringify(value), "utf8")
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype

export function toJsonBody(value: unknown): JsonBody {
  const bytes = jsonBytes(value)
  return { bytes, etag: `"${hash("sha1", bytes, "base64url")}"` }
}
