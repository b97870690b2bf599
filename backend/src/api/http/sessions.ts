import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, isRevoked, issuedAtMs, revokeTokenId, tokenId, verifiedClaims } from "../../lib/sessions/tokens"

export const SESSION_ENDED = "Your session has ended. Please sign in again."

/** What the shop keeps in a Medusa session cookie besides Medusa's own auth context. */
type ShopSession = {
  auth_context?: { auth_identity_id?: string }
  /** The id and issue time of the token the session was started with (POST /auth/session). */
  token_id?: string
  token_issued_at_ms?: number
  destroy?: (callback: (error?: unknown) => void) => void
}

const sessionOf = (req: MedusaRequest) => (req as unknown as { session?: ShopSession }).session

function refuse(res: MedusaResponse) {
  res.status(401).json({ message: SESSION_ENDED })
}

/**
 * Refuses a revoked token or session everywhere a token is accepted: the shop's routes and Medusa's
 * own /auth, /store and /admin routes (docs/decisions.md, "Sessions and the public origin"). A
 * token counts as revoked after logout and when it was issued before its identity's last password
 * change. It verifies the token itself, so it does not depend on running after Medusa's
 * authenticate().
 */
export async function refuseEndedSessions(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const session = sessionOf(req)
  if (session?.auth_context) {
    const ended =
      !session.token_id ||
      (await isRevoked(req.scope, {
        id: session.token_id,
        authIdentityId: session.auth_context.auth_identity_id,
        issuedAtMs: session.token_issued_at_ms ?? 0,
      }))
    if (ended) {
      session.destroy?.(() => {})
      return refuse(res)
    }
  }
  const token = bearerToken(req.headers.authorization)
  const claims = token ? verifiedClaims(req.scope, token) : null
  if (token && claims) {
    const id = tokenId(token, claims)
    if (await isRevoked(req.scope, { id, authIdentityId: claims.auth_identity_id, issuedAtMs: issuedAtMs(claims) })) {
      return refuse(res)
    }
  }
  next()
}

/**
 * POST /auth/session turns a bearer token into a session cookie: the session remembers which
 * token it continues, so revoking that token (or a password change) ends the session too.
 */
export function rememberSessionToken(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  const claims = token ? verifiedClaims(req.scope, token) : null
  const session = sessionOf(req)
  if (token && claims && session) {
    session.token_id = tokenId(token, claims)
    session.token_issued_at_ms = issuedAtMs(claims)
  }
  next()
}

/** DELETE /auth/session (the dashboard's logout) also revokes the token the session came from. */
export async function revokeSessionToken(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const session = sessionOf(req)
  if (session?.token_id) await revokeTokenId(req.scope, session.token_id, undefined)
  next()
}
