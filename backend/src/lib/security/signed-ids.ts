import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * A record's id with an HMAC of it under the server's JWT secret, for a link that acts on the record
 * without signing in (a company invitation, a back-in-stock unsubscribe). Nothing secret is stored:
 * the link can be written again from the record, and it stops working once the record is gone.
 * `purpose` keeps a token of one kind from working for another.
 */
const signatureOf = (purpose: string, id: string, secret: string) => createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url")

export const signedId = (purpose: string, id: string, secret: string) => `${id}.${signatureOf(purpose, id, secret)}`

/** The id a token names, or null when it was not signed by this shop for this purpose or is not of the `prefix` given. */
export function idOfSigned(purpose: string, token: string, prefix: string, secret: string): string | null {
  const [id, signature, ...rest] = token.split(".")
  if (!id || !signature || rest.length || !new RegExp(`^${prefix}_[A-Za-z0-9]+$`).test(id)) return null
  const expected = Buffer.from(signatureOf(purpose, id, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
