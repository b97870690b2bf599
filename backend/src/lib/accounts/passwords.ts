import { randomBytes, scrypt } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { EMAILPASS, findEmailIdentity } from "./customers"

const DUMMY_SALT = randomBytes(16)

/**
 * Spends about as long as checking a real password hash (scrypt N=2^15, r=8, p=1, the
 * emailpass provider's defaults), so a failed sign-in takes as long for an unknown e-mail as for
 * a wrong password and the timing does not tell whether an account exists.
 */
function spendHashTime(password: string): Promise<void> {
  return new Promise((resolve) => {
    scrypt(password, DUMMY_SALT, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, () => resolve())
  })
}

/**
 * Checks an e-mail and password. Answers the customer id and auth identity on success, null
 * otherwise (unknown e-mail, wrong password, or an identity that is not a customer's).
 */
export async function verifyCustomerPassword(
  container: MedusaContainer,
  email: string,
  password: string
): Promise<{ customerId: string; authIdentityId: string } | null> {
  const identity = await findEmailIdentity(container, email)
  if (!identity) {
    await spendHashTime(password)
    return null
  }
  const result = await container.resolve(Modules.AUTH).authenticate(EMAILPASS, { body: { email, password } })
  const customerId = result.authIdentity?.app_metadata?.customer_id
  if (!result.success || !result.authIdentity || typeof customerId !== "string") return null
  return { customerId, authIdentityId: result.authIdentity.id }
}
