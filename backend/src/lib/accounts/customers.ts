import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { UserJson } from "@printshop/contract"
import { missingAsNull } from "../database/missing-as-null"

export const EMAILPASS = "emailpass"

/** A customer as the shop's /api answers it (GET /api/auth/user, docs/api.md): never a password or hash. */
/** A customer's or staff member's name as people read it: first and last, or the e-mail without them. */
export const nameOf = (person: { first_name?: string | null; last_name?: string | null; email: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email

export function toUserView(customer: CustomerDTO): UserJson {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    phone: customer.phone ?? "",
    createdAt: new Date(customer.created_at).toISOString(),
  }
}

/** The emailpass identity registered under an e-mail, if any. */
export async function findEmailIdentity(container: MedusaContainer, email: string) {
  const auth = container.resolve(Modules.AUTH)
  const [identity] = await auth.listProviderIdentities({ provider: EMAILPASS, entity_id: email }, { take: 1 })
  return identity ?? null
}

/**
 * The signed-in customer, or null when the token names a customer that no longer exists (a
 * database that cannot be reached throws on: 503, not a sign-out).
 */
export async function currentCustomer(container: MedusaContainer, customerId: string | undefined) {
  if (!customerId) return null
  return missingAsNull(container.resolve(Modules.CUSTOMER).retrieveCustomer(customerId))
}

/** The e-mail an auth identity signs in with (null when it has no e-mail/password sign-in). */
export async function signInEmailOf(container: MedusaContainer, authIdentityId: string): Promise<string | null> {
  const [identity] = await container
    .resolve(Modules.AUTH)
    .listProviderIdentities({ provider: EMAILPASS, auth_identity_id: authIdentityId }, { take: 1 })
  return identity?.entity_id ?? null
}
