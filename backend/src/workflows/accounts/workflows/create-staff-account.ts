import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { registerEmailIdentityStep } from "../steps/register-email-identity"

export type CreateStaffAccountInput = { email: string; password: string; firstName: string; lastName: string }

/** A member of staff: the e-mail/password sign-in and the Medusa user, together or not at all. */
export const createStaffAccountWorkflow = createWorkflow("create-staff-account", (input: CreateStaffAccountInput) => {
  const identity = registerEmailIdentityStep({ email: input.email, password: input.password })
  const accountInput = transform({ input, identity }, ({ input, identity }) => ({
    authIdentityId: identity.authIdentityId,
    userData: { email: input.email, first_name: input.firstName, last_name: input.lastName },
  }))
  const user = createUserAccountWorkflow.runAsStep({ input: accountInput })
  return new WorkflowResponse(user)
})
