import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateResetPasswordTokenWorkflow } from "@medusajs/medusa/core-flows"
import { createHash } from "node:crypto"
import jwt from "jsonwebtoken"
import type { ResetOrigin } from "../../lib/emails/compose"
import { changePasswordWorkflow } from "./workflows/change-password"
import { EMAILPASS } from "../../lib/accounts/customers"

/** The actors with a password: customers (the shop) and staff (/admin and Medusa's dashboard). */
export type ResetActor = "customer" | "user"

/** A reset token that is forged, expired, used already or meant for another kind of account. */
export class InvalidResetToken extends Error {}

function jwtSecret(container: MedusaContainer): string {
  return container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.jwtSecret as string
}

/** The auth identity of an e-mail/password sign-in and the actor it belongs to, if any. */
async function identityOf(container: MedusaContainer, email: string, actor: ResetActor) {
  const auth = container.resolve(Modules.AUTH)
  const [provider] = await auth.listProviderIdentities({ provider: EMAILPASS, entity_id: email }, { take: 1 })
  if (!provider) return null
  const identity = await auth.retrieveAuthIdentity(provider.auth_identity_id!)
  const actorId = identity.app_metadata?.[`${actor}_id`]
  return typeof actorId === "string" ? { authIdentityId: identity.id, actorId } : null
}

/**
 * Asks Medusa for a reset token for the e-mail's account of this kind; its `auth.password_reset`
 * event has the link e-mailed (src/subscribers/account-emails.ts). Runs after the caller has
 * answered, whatever the outcome, so neither the answer nor its timing says whether the account
 * exists (docs/decisions.md, "E-mail").
 */
export function requestPasswordReset(container: MedusaContainer, actor: ResetActor, email: string, origin: ResetOrigin): void {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  setImmediate(() => {
    void (async () => {
      if (!(await identityOf(container, email, actor))) return
      await generateResetPasswordTokenWorkflow(container).run({
        input: { entityId: email, actorType: actor, provider: EMAILPASS, secret: jwtSecret(container), metadata: { origin } },
      })
    })().catch((error: unknown) => logger.warn(`password reset for a ${actor} not started: ${error instanceof Error ? error.message : error}`))
  })
}

/** The claims of a reset token that is Medusa's and meant for this kind of account; null otherwise. */
function resetClaims(container: MedusaContainer, actor: ResetActor, token: string): { email: string; jti: string } | null {
  let claims: { entity_id?: unknown; actor_type?: unknown; purpose?: unknown; jti?: unknown }
  try {
    claims = jwt.verify(token, jwtSecret(container)) as typeof claims
  } catch {
    return null
  }
  if (claims.purpose !== "reset" || claims.actor_type !== actor || typeof claims.jti !== "string" || typeof claims.entity_id !== "string") return null
  return { email: claims.entity_id, jti: claims.jti }
}

/**
 * Whether a reset link still works, without using it: its token is Medusa's, for this kind of
 * account, unexpired, and Medusa still holds its single-use record (a used or superseded link's
 * record is gone). The page asks when it opens, so a dead link says so before a password is typed.
 */
export async function resetTokenWorks(container: MedusaContainer, actor: ResetActor, token: string): Promise<boolean> {
  const claims = resetClaims(container, actor, token)
  if (!claims) return false
  // Medusa's Auth Module keeps the record by the token id's SHA-256 and offers no read of it but the one that uses it up.
  const { rows } = await container
    .resolve(ContainerRegistrationKeys.PG_CONNECTION)
    .raw(`SELECT 1 FROM auth_password_reset_token WHERE token_hash = ? AND deleted_at IS NULL AND expires_at > now() LIMIT 1`, [
      createHash("sha256").update(claims.jti).digest("hex"),
    ])
  return rows.length > 0
}

/**
 * Sets a new password with a reset token: the token must be Medusa's, for this kind of account,
 * unexpired and unused (Medusa's single-use record is consumed here, once); every earlier session of
 * the account ends. Answers the account's auth identity and actor.
 */
export async function resetPassword(container: MedusaContainer, actor: ResetActor, token: string, newPassword: string) {
  const claims = resetClaims(container, actor, token)
  if (!claims) throw new InvalidResetToken()
  const { email, jti } = claims
  // Medusa reads the token's record, then deletes it: uses at the same moment would all read it.
  // Under a lock (shared through Redis when REDIS_URL is set) exactly one finds it.
  try {
    await container
      .resolve(Modules.LOCKING)
      .execute(`password-reset:${jti}`, () => container.resolve(Modules.AUTH).consumePasswordResetToken({ jti, provider: EMAILPASS, entity_id: email }), { timeout: 10 })
  } catch {
    throw new InvalidResetToken()
  }
  const identity = await identityOf(container, email, actor)
  if (!identity) throw new InvalidResetToken()
  await changePasswordWorkflow(container).run({ input: { email, authIdentityId: identity.authIdentityId, newPassword } })
  return identity
}
