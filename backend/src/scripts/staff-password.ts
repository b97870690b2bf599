import { randomBytes } from "node:crypto"
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { EMAILPASS } from "../lib/accounts/customers"
import { changePasswordWorkflow } from "../workflows/accounts/workflows/change-password"

/**
 * `npm run staff:password -- <email>`: gives a member of staff a new random password, ends their
 * sessions, and prints the password once. The shop sends no e-mail, so this is how a forgotten
 * staff password is reset.
 */
export default async function staffPassword({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const email = (args?.[0] || process.env.ADMIN_EMAIL || "").trim().toLowerCase()
  const [user] = email ? await container.resolve(Modules.USER).listUsers({ email }, { take: 1 }) : []
  const [identity] = user
    ? await container.resolve(Modules.AUTH).listProviderIdentities({ provider: EMAILPASS, entity_id: email }, { take: 1 })
    : []
  if (!user || !identity?.auth_identity_id) {
    throw new Error(`There is no member of staff with the e-mail '${email}'.`)
  }
  const password = randomBytes(12).toString("base64url")
  await changePasswordWorkflow(container).run({
    input: { email, authIdentityId: identity.auth_identity_id, newPassword: password },
  })
  logger.info(`New password for ${email}: ${password}`)
}
