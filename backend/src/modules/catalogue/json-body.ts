import { hash } from "node:crypto"

/** A JSON answer serialized once, with its bytes and entity tag, ready to be sent many times. */
export type JsonBody = { bytes: Buffer; etag: string }

export function toJsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value), "utf8")
  return { bytes, etag: `"${hash("sha1", bytes, "base64url")}"` }
}
