import { randomBytes, scrypt } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { ActorType } from "../sessions/tokens"
import { EMAILPASS, findEmailIdentity } from "./customers"

const DUMMY_SALT = randomBytes(16)

/**
 * Spends about as long as checking a real password hash (scrypt N=2^15, r=8, p=1, the
 * emailpass provider's defaults), so a failed sign-in takes as long for an unknown e-mail as for
 * a wrong password and the timing does not tell whether an account exists.
 */
export function spendHashTime(password: string): Promise<void> {
  return new Promise((resolve) => {
    scrypt(password, DUMMY_SALT, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, () => resolve())
  })
}

/**
 * Checks an e-mail and password for a customer or a member of staff. Answers the actor's id and
 * its auth identity on success, null otherwise (unknown e-mail, wrong password, or an identity
 * without an actor of that type).
 */
export async function verifyPassword(
  container: MedusaContainer,
  actorType: ActorType,
  email: string,
  password: string
): Promise<{ actorId: string; authIdentityId: string } | null> {
  const identity = await findEmailIdentity(container, email)
  if (!identity) {
    await spendHashTime(password)
    return null
  }
  const result = await container.resolve(Modules.AUTH).authenticate(EMAILPASS, { body: { email, password } })
  const actorId = result.authIdentity?.app_metadata?.[`${actorType}_id`]
  if (!result.success || !result.authIdentity || typeof actorId !== "string") return null
  return { actorId, authIdentityId: result.authIdentity.id }
}
