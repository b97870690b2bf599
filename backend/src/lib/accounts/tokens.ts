import { randomUUID } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateJwtToken } from "@medusajs/framework/utils"
import { ACCOUNTS_MODULE } from "../../modules/accounts"
import type AccountsModuleService from "../../modules/accounts/service"

const DEFAULT_EXPIRES_IN = "7d"

/**
 * A bearer token for a customer, in the shape Medusa's own auth routes issue, so Medusa's
 * `authenticate("customer", ...)` accepts it on the shop's routes and on `/store`. It carries an
 * id (jti) so that logging out can revoke it.
 */
export function issueCustomerToken(
  container: MedusaContainer,
  { authIdentityId, customerId }: { authIdentityId: string; customerId: string }
): string {
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const expiresIn = http.jwtExpiresIn ?? DEFAULT_EXPIRES_IN
  return generateJwtToken(
    {
      actor_id: customerId,
      actor_type: "customer",
      auth_identity_id: authIdentityId,
      auth_provider: "emailpass",
      app_metadata: { customer_id: customerId },
      user_metadata: {},
    },
    {
      secret: http.jwtSecret as string,
      expiresIn,
      jwtOptions: { ...(http.jwtOptions ?? {}), jwtid: randomUUID() },
    }
  )
}

/** The bearer token of a request, if any. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")
  return match ? match[1] : null
}

/** The id and expiry of a token (not verified: callers verify through Medusa's middleware). */
export function tokenIdentity(token: string): { id: string; expiresAt: Date } | null {
  let payload: { jti?: unknown; exp?: unknown }
  try {
    payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"))
  } catch {
    return null
  }
  if (!payload || typeof payload !== "object" || typeof payload.jti !== "string") return null
  const expiresAt = typeof payload.exp === "number" ? new Date(payload.exp * 1000) : new Date(Date.now() + 7 * 86_400_000)
  return { id: payload.jti, expiresAt }
}

function accounts(container: MedusaContainer) {
  return container.resolve<AccountsModuleService>(ACCOUNTS_MODULE)
}

/** Records that the token was signed out; expired records are swept on the way. */
export async function revokeToken(container: MedusaContainer, token: string): Promise<void> {
  const identity = tokenIdentity(token)
  if (!identity || identity.expiresAt.getTime() <= Date.now()) return
  const service = accounts(container)
  const [existing] = await service.listRevokedTokens({ id: identity.id }, { take: 1 })
  if (!existing) await service.createRevokedTokens({ id: identity.id, expires_at: identity.expiresAt })
  const expired = await service.listRevokedTokens({ expires_at: { $lt: new Date() } }, { take: 500, select: ["id"] })
  if (expired.length) await service.deleteRevokedTokens(expired.map((record) => record.id))
}

export async function isTokenRevoked(container: MedusaContainer, token: string): Promise<boolean> {
  const identity = tokenIdentity(token)
  if (!identity) return false
  const [record] = await accounts(container).listRevokedTokens({ id: identity.id }, { take: 1, select: ["id"] })
  return Boolean(record)
}
