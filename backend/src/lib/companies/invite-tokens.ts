import { idOfSigned, signedId } from "../security/signed-ids"

/**
 * The token in an invitation's link: the invitation's id, signed (lib/security/signed-ids.ts). It
 * stops working once the invitation is used, cancelled or expired, because the invitation is then
 * gone or past its date.
 */
export const inviteToken = (inviteId: string, secret: string) => signedId("company-invite", inviteId, secret)

/** The invitation id a token names, or null when it was not signed by this shop. */
export const inviteIdOf = (token: string, secret: string): string | null => idOfSigned("company-invite", token, "compi", secret)
