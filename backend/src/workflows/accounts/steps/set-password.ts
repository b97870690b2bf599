import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { EMAILPASS } from "../../../lib/accounts/customers"

export type SetPasswordInput = { email: string; password: string }

/**
 * Sets a new password on an e-mail/password identity. Compensation puts the previous hash back,
 * so a failure later in the workflow leaves the old password working.
 */
export const setPasswordStep = createStep(
  "set-password",
  async (input: SetPasswordInput, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [identity] = await auth.listProviderIdentities({ provider: EMAILPASS, entity_id: input.email }, { take: 1 })
    if (!identity) throw new Error(`No password sign-in for ${input.email}`)
    const updated = await auth.updateProvider(EMAILPASS, { entity_id: input.email, password: input.password })
    if (!updated.success) throw new Error(updated.error ?? "Could not change the password")
    return new StepResponse(undefined, { id: identity.id, providerMetadata: identity.provider_metadata ?? null })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container
      .resolve(Modules.AUTH)
      .updateProviderIdentities([{ id: previous.id, provider_metadata: previous.providerMetadata ?? undefined }])
  }
)
