import { randomUUID } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, generateJwtToken } from "@medusajs/framework/utils"
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
  { authIdentityId, customerId, sessionEpoch = 0 }: { authIdentityId: string; customerId: string; sessionEpoch?: number }
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
      [SESSION_EPOCH_CLAIM]: sessionEpoch,
    },
    {
      secret: http.jwtSecret as string,
      expiresIn,
      jwtOptions: { ...(http.jwtOptions ?? {}), jwtid: randomUUID() },
    }
  )
}

/**
 * Tokens carry the customer's session epoch; changing the password raises the epoch, which ends
 * every session signed in before (see sessionEpochOf and the middleware).
 */
export const SESSION_EPOCH_CLAIM = "session_epoch"

/** The customer's current session epoch (0 until the password is first changed). */
export function sessionEpochOf(customer: { metadata?: Record<string, unknown> | null }): number {
  const value = Number(customer.metadata?.[SESSION_EPOCH_CLAIM] ?? 0)
  return Number.isSafeInteger(value) && value > 0 ? value : 0
}

/** The bearer token of a request, if any. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")
  return match ? match[1] : null
}

/** The id, expiry and session epoch of a token (not verified: callers verify through Medusa's middleware). */
export function tokenIdentity(token: string): { id: string; expiresAt: Date; sessionEpoch: number } | null {
  let payload: { jti?: unknown; exp?: unknown; [SESSION_EPOCH_CLAIM]?: unknown }
  try {
    payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"))
  } catch {
    return null
  }
  if (!payload || typeof payload !== "object" || typeof payload.jti !== "string") return null
  const expiresAt = typeof payload.exp === "number" ? new Date(payload.exp * 1000) : new Date(Date.now() + 7 * 86_400_000)
  const epoch = Number(payload[SESSION_EPOCH_CLAIM] ?? 0)
  return { id: payload.jti, expiresAt, sessionEpoch: Number.isSafeInteger(epoch) ? epoch : 0 }
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

/**
 * Whether a verified customer token no longer counts: signed out, or issued before the
 * customer's last password change.
 */
export async function isTokenRevoked(container: MedusaContainer, token: string, customerId: string | undefined): Promise<boolean> {
  const identity = tokenIdentity(token)
  if (!identity) return false
  const [[record], customer] = await Promise.all([
    accounts(container).listRevokedTokens({ id: identity.id }, { take: 1, select: ["id"] }),
    customerId
      ? container
          .resolve(Modules.CUSTOMER)
          .retrieveCustomer(customerId, { select: ["id", "metadata"] })
          .catch(() => null)
      : Promise.resolve(null),
  ])
  if (record) return true
  return customer ? identity.sessionEpoch < sessionEpochOf(customer) : false
}
