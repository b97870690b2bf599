import { createHash, randomUUID } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateJwtToken } from "@medusajs/framework/utils"
import jwt from "jsonwebtoken"
import { SESSIONS_MODULE } from "../../modules/sessions"
import type SessionsModuleService from "../../modules/sessions/service"

/** How long a customer's token lasts, unless Medusa's `http.jwtExpiresIn` says otherwise. */
const CUSTOMER_TOKEN_LIFETIME = "7d"
/** Staff sessions of the shop's /admin last 24 hours (docs/using-the-shop.md, "The staff area (/admin)"). */
export const STAFF_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60

export type ActorType = "customer" | "user"

/** The claims the shop reads from a verified token. */
export type TokenClaims = {
  actor_id: string
  actor_type: string
  auth_identity_id: string
  jti?: string
  iat?: number
  /** When the shop issued the token, in milliseconds (Medusa's own tokens only carry `iat`, in seconds). */
  iat_ms?: number
  exp?: number
}

/** When a token was issued, in milliseconds: a token Medusa issued counts from the start of its second. */
export function issuedAtMs(claims: Pick<TokenClaims, "iat" | "iat_ms">): number {
  if (typeof claims.iat_ms === "number") return claims.iat_ms
  return typeof claims.iat === "number" ? claims.iat * 1000 : 0
}

function httpConfig(container: MedusaContainer) {
  return container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http
}

/**
 * A bearer token in the shape Medusa's own auth routes issue, so Medusa's `authenticate(...)`
 * accepts it, with an id (jti) so that it can be revoked and its issue time in milliseconds, so
 * that a password change ends exactly the sessions signed in before it.
 */
export function issueToken(
  container: MedusaContainer,
  input: {
    actorType: ActorType
    actorId: string
    authIdentityId: string
    expiresInSeconds?: number
  }
): string {
  const http = httpConfig(container)
  const metadataKey = `${input.actorType}_id`
  return generateJwtToken(
    {
      actor_id: input.actorId,
      actor_type: input.actorType,
      auth_identity_id: input.authIdentityId,
      auth_provider: "emailpass",
      app_metadata: { [metadataKey]: input.actorId },
      user_metadata: {},
      iat_ms: Date.now(),
    },
    {
      secret: http.jwtSecret as string,
      expiresIn: input.expiresInSeconds ?? http.jwtExpiresIn ?? CUSTOMER_TOKEN_LIFETIME,
      jwtOptions: { ...(http.jwtOptions ?? {}), jwtid: randomUUID() },
    }
  )
}

/** The bearer token of a request, if any. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")
  return match ? match[1] : null
}

/** The claims of a token signed with the shop's secret, or null for anything else (expired too). */
export function verifiedClaims(container: MedusaContainer, token: string): TokenClaims | null {
  const http = httpConfig(container)
  try {
    const claims = jwt.verify(token, http.jwtSecret as string, http.jwtVerifyOptions ?? {})
    return typeof claims === "object" && claims !== null ? (claims as TokenClaims) : null
  } catch {
    return null
  }
}

/**
 * The id under which a token is revoked: its `jti`, or for tokens Medusa's own routes issue
 * (which carry none) a hash of the token itself. Every token the backend issues is revocable.
 */
export function tokenId(token: string, claims: Pick<TokenClaims, "jti">): string {
  return typeof claims.jti === "string" && claims.jti ? claims.jti : `sha256:${createHash("sha256").update(token).digest("base64url")}`
}

function sessions(container: MedusaContainer) {
  return container.resolve<SessionsModuleService>(SESSIONS_MODULE)
}

/** Records that a token was signed out; expired records are swept on the way. */
export async function revokeToken(container: MedusaContainer, token: string): Promise<void> {
  const claims = verifiedClaims(container, token)
  if (!claims) return
  await revokeTokenId(container, tokenId(token, claims), claims.exp)
}

export async function revokeTokenId(container: MedusaContainer, id: string, exp: number | undefined): Promise<void> {
  const expiresAt = new Date((exp ?? Math.floor(Date.now() / 1000) + STAFF_TOKEN_LIFETIME_SECONDS * 7) * 1000)
  if (expiresAt.getTime() <= Date.now()) return
  const service = sessions(container)
  const [existing] = await service.listRevokedTokens({ id }, { take: 1, select: ["id"] })
  if (!existing) await service.createRevokedTokens({ id, expires_at: expiresAt }).catch(() => {})
  const expired = await service.listRevokedTokens({ expires_at: { $lt: new Date() } }, { take: 500, select: ["id"] })
  if (expired.length) await service.deleteRevokedTokens(expired.map((record) => record.id))
}

/** Ends every session of an auth identity signed in until now; answers the previous cutoff. */
export async function endEarlierSessions(container: MedusaContainer, authIdentityId: string): Promise<Date | null> {
  const previous = await sessionCutoff(container, authIdentityId)
  await setSessionCutoff(container, authIdentityId, new Date())
  return previous
}

async function setSessionCutoff(container: MedusaContainer, authIdentityId: string, validFrom: Date) {
  const service = sessions(container)
  const [existing] = await service.listSessionCutoffs({ id: authIdentityId }, { take: 1, select: ["id"] })
  if (existing) await service.updateSessionCutoffs({ id: authIdentityId, valid_from: validFrom })
  else await service.createSessionCutoffs({ id: authIdentityId, valid_from: validFrom })
}

/** Restores a cutoff (the compensation of endEarlierSessions). */
export async function restoreSessionCutoff(container: MedusaContainer, authIdentityId: string, validFrom: Date | null) {
  if (validFrom === null) await sessions(container).deleteSessionCutoffs([authIdentityId])
  else await setSessionCutoff(container, authIdentityId, validFrom)
}

async function sessionCutoff(container: MedusaContainer, authIdentityId: string): Promise<Date | null> {
  const [cutoff] = await sessions(container).listSessionCutoffs({ id: authIdentityId }, { take: 1 })
  return cutoff ? new Date(cutoff.valid_from) : null
}

/**
 * Whether a token issued at `issuedAtMs` under `id` no longer counts: signed out, or issued
 * before its identity's last password change.
 */
export async function isRevoked(
  container: MedusaContainer,
  { id, authIdentityId, issuedAtMs }: { id: string; authIdentityId: string | undefined; issuedAtMs: number }
): Promise<boolean> {
  const service = sessions(container)
  const [[revoked], cutoff] = await Promise.all([
    service.listRevokedTokens({ id }, { take: 1, select: ["id"] }),
    authIdentityId ? sessionCutoff(container, authIdentityId) : Promise.resolve(null),
  ])
  if (revoked) return true
  return cutoff !== null && issuedAtMs < cutoff.getTime()
}
