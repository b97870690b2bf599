import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { createCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"
import { registerEmailIdentityStep } from "../steps/register-email-identity"

export type RegisterCustomerInput = { firstName: string; lastName: string; email: string; phone: string; password: string }

/** A customer's sign-up: the e-mail/password sign-in and the Medusa customer account, together or not at all. */
export const registerCustomerWorkflow = createWorkflow("register-customer", (input: RegisterCustomerInput) => {
  const identity = registerEmailIdentityStep({ email: input.email, password: input.password })
  const accountInput = transform({ input, identity }, ({ input, identity }) => ({
    authIdentityId: identity.authIdentityId,
    customerData: { first_name: input.firstName, last_name: input.lastName, email: input.email, phone: input.phone },
  }))
  const customer = createCustomerAccountWorkflow.runAsStep({ input: accountInput })
  return new WorkflowResponse({ customer, authIdentityId: identity.authIdentityId })
})
