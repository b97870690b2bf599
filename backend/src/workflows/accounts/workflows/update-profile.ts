import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { moveSignInEmailStep } from "../steps/move-sign-in-email"

export type UpdateProfileInput = {
  customerId: string
  authIdentityId: string
  firstName: string
  lastName: string
  email: string
  phone: string
}

/**
 * A customer's profile: names, phone and e-mail, where a new e-mail also becomes the sign-in
 * e-mail. Both are saved or neither is.
 */
export const updateProfileWorkflow = createWorkflow("update-customer-profile", (input: UpdateProfileInput) => {
  moveSignInEmailStep({ authIdentityId: input.authIdentityId, email: input.email })
  const update = transform({ input }, ({ input }) => ({
    selector: { id: input.customerId },
    update: { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone },
  }))
  const customers = updateCustomersWorkflow.runAsStep({ input: update })
  return new WorkflowResponse(customers)
})
