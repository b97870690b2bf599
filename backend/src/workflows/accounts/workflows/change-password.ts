import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { endEarlierSessionsStep } from "../steps/end-earlier-sessions"
import { setPasswordStep } from "../steps/set-password"

export type ChangePasswordInput = { email: string; authIdentityId: string; newPassword: string }

/**
 * A password change: the new password, and the end of every session signed in before it. Both
 * happen or neither does.
 */
export const changePasswordWorkflow = createWorkflow("change-password", (input: ChangePasswordInput) => {
  setPasswordStep({ email: input.email, password: input.newPassword })
  endEarlierSessionsStep({ authIdentityId: input.authIdentityId })
  return new WorkflowResponse(undefined)
})
