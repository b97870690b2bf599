import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"

export const EMAILPASS = "emailpass"

/** A customer as the shop's /api answers it (SPEC §3 User): never a password or hash. */
export function toUserView(customer: CustomerDTO) {
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

/** The signed-in customer, or null when the token names a customer that no longer exists. */
export async function currentCustomer(container: MedusaContainer, customerId: string | undefined) {
  if (!customerId) return null
  return container
    .resolve(Modules.CUSTOMER)
    .retrieveCustomer(customerId)
    .catch(() => null)
}

export class EmailTakenError extends Error {}

/**
 * Registers an e-mail/password identity and its customer account. When the account cannot be
 * created the identity is removed again, so a failed sign-up leaves nothing half made.
 */
export async function registerCustomer(
  container: MedusaContainer,
  input: { firstName: string; lastName: string; email: string; phone: string; password: string }
): Promise<{ customer: CustomerDTO; authIdentityId: string }> {
  const auth = container.resolve(Modules.AUTH)
  if (await findEmailIdentity(container, input.email)) throw new EmailTakenError()
  const registered = await auth.register(EMAILPASS, { body: { email: input.email, password: input.password } })
  if (!registered.success || !registered.authIdentity) {
    if (await findEmailIdentity(container, input.email)) throw new EmailTakenError()
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, registered.error ?? "Could not register")
  }
  const authIdentityId = registered.authIdentity.id
  try {
    const { result } = await createCustomerAccountWorkflow(container).run({
      input: {
        authIdentityId,
        customerData: {
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone: input.phone,
        },
      },
    })
    return { customer: result, authIdentityId }
  } catch (error) {
    await auth.deleteAuthIdentities([authIdentityId]).catch(() => {})
    if (error instanceof Error && /already exists/i.test(error.message)) throw new EmailTakenError()
    throw error
  }
}
