import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { endEarlierSessions, restoreSessionCutoff } from "../../../lib/sessions/tokens"

/**
 * Ends every session of an auth identity signed in until now
 * (docs/decisions.md, "Sessions and the public origin"); a token issued after this step continues.
 * Compensation restores the previous cutoff.
 */
export const endEarlierSessionsStep = createStep(
  "end-earlier-sessions",
  async (input: { authIdentityId: string }, { container }) => {
    const previous = await endEarlierSessions(container, input.authIdentityId)
    return new StepResponse(undefined, { authIdentityId: input.authIdentityId, previous: previous?.toISOString() ?? null })
  },
  async (state, { container }) => {
    if (!state) return
    await restoreSessionCutoff(container, state.authIdentityId, state.previous ? new Date(state.previous) : null)
  }
)
