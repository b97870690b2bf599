import { MedusaError, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { EMAILPASS, findEmailIdentity } from "../../../lib/accounts/customers"
import { ACCOUNT_MESSAGES } from "@printshop/contract"

/**
 * Registers an e-mail/password sign-in (Medusa's emailpass provider hashes the password). An
 * e-mail that already has one is refused as a duplicate. Compensation removes the identity, so a
 * sign-up that fails later leaves the e-mail free.
 */
export const registerEmailIdentityStep = createStep(
  "register-email-identity",
  async (input: { email: string; password: string }, { container }) => {
    const duplicate = () => new MedusaError(MedusaError.Types.DUPLICATE_ERROR, ACCOUNT_MESSAGES.emailTaken)
    if (await findEmailIdentity(container, input.email)) throw duplicate()
    const registered = await container.resolve(Modules.AUTH).register(EMAILPASS, { body: { email: input.email, password: input.password } })
    if (!registered.success || !registered.authIdentity) {
      if (await findEmailIdentity(container, input.email)) throw duplicate()
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, registered.error ?? "Could not register the sign-in")
    }
    return new StepResponse({ authIdentityId: registered.authIdentity.id }, registered.authIdentity.id)
  },
  async (authIdentityId, { container }) => {
    if (authIdentityId) await container.resolve(Modules.AUTH).deleteAuthIdentities([authIdentityId])
  }
)
