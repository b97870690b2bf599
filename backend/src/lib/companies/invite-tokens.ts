import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The token in an invitation's link: the invitation's id and an HMAC of it under the server's
 * JWT secret. Nothing secret is stored (the link can be written again from the invitation, so a
 * lost e-mail is sent again by the retry job), and the token stops working once the invitation
 * is used, cancelled or expired, because the invitation is then gone or past its date.
 */
const signatureOf = (inviteId: string, secret: string) => createHmac("sha256", secret).update(`company-invite:${inviteId}`).digest("base64url")

export const inviteToken = (inviteId: string, secret: string) => `${inviteId}.${signatureOf(inviteId, secret)}`

/** The invitation id a token names, or null when it was not signed by this shop. */
export function inviteIdOf(token: string, secret: string): string | null {
  const [id, signature, ...rest] = token.split(".")
  if (!id || !signature || rest.length || !/^compi_[A-Za-z0-9]+$/.test(id)) return null
  const expected = Buffer.from(signatureOf(id, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
