import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStaffAccountWorkflow } from "../../workflows/accounts/workflows/create-staff-account"

export const DEFAULT_ADMIN_EMAIL = "admin@printshop.local"
const MIN_PASSWORD = 12

/**
 * Creates the first staff account (a Medusa user with an e-mail/password identity) unless a user
 * with that e-mail exists. An existing account's password is never changed by the seed. The
 * password comes from ADMIN_PASSWORD (`npm start` generates one on the first start).
 */
export async function seedStaffUser(
  container: MedusaContainer,
  input: { email?: string; password?: string }
): Promise<{ userId: string; created: boolean }> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const email = (input.email || DEFAULT_ADMIN_EMAIL).trim().toLowerCase()
  const [existing] = await container.resolve(Modules.USER).listUsers({ email }, { take: 1 })
  if (existing) {
    return { userId: existing.id, created: false }
  }
  const password = input.password ?? ""
  if (password.length < MIN_PASSWORD) {
    throw new Error(`ADMIN_PASSWORD must be set (at least ${MIN_PASSWORD} characters) to create the first staff user ${email}.`)
  }
  const { result: user } = await createStaffAccountWorkflow(container).run({
    input: { email, password, firstName: "Store", lastName: "Admin" },
  })
  logger.info(`Created staff user ${email}`)
  return { userId: user.id, created: true }
}
