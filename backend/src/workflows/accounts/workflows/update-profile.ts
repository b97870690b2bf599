import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { AccountEvents } from "../events"
import { endEarlierSessionsStep } from "../steps/end-earlier-sessions"
import { moveSignInEmailStep } from "../steps/move-sign-in-email"

export type UpdateProfileInput = {
  customerId: string
  authIdentityId: string
  firstName: string
  lastName: string
  email: string
  phone: string
  /** The e-mail before this change, when the change moves it (the caller checked the password). */
  previousEmail: string | null
}

/**
 * A customer's profile: names, phone and e-mail, where a new e-mail also becomes the sign-in
 * e-mail. A new e-mail ends every session signed in before it and has the old address told
 * (docs/decisions.md, "Accounts"). All of it is saved or none.
 */
export const updateProfileWorkflow = createWorkflow("update-customer-profile", (input: UpdateProfileInput) => {
  moveSignInEmailStep({ authIdentityId: input.authIdentityId, email: input.email })
  const update = transform({ input }, ({ input }) => ({
    selector: { id: input.customerId },
    update: { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone },
  }))
  const customers = updateCustomersWorkflow.runAsStep({ input: update })
  when({ input }, ({ input }) => input.previousEmail !== null).then(() => {
    endEarlierSessionsStep({ authIdentityId: input.authIdentityId })
    const changed = transform({ input }, ({ input }) => ({ id: input.customerId, previous_email: input.previousEmail, changed_at: new Date().toISOString() }))
    emitEventStep({ eventName: AccountEvents.EMAIL_CHANGED, data: changed })
  })
  return new WorkflowResponse(customers)
})
