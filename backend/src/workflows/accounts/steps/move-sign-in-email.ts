import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { EMAILPASS } from "../../../lib/accounts/customers"

/**
 * Moves an auth identity's e-mail/password sign-in to a new e-mail (nothing to do when it has
 * none or it is unchanged). Compensation moves it back.
 */
export const moveSignInEmailStep = createStep(
  "move-sign-in-email",
  async (input: { authIdentityId: string; email: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [own] = await auth.listProviderIdentities({ provider: EMAILPASS, auth_identity_id: input.authIdentityId }, { take: 1 })
    if (!own || own.entity_id === input.email) return new StepResponse(undefined, null)
    await auth.updateProviderIdentities([{ id: own.id, entity_id: input.email }])
    return new StepResponse(undefined, { id: own.id, entityId: own.entity_id })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve(Modules.AUTH).updateProviderIdentities([{ id: previous.id, entity_id: previous.entityId }])
  }
)
