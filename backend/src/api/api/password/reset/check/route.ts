import { answerResetCheck } from "../../../../../lib/accounts/reset-check-route"

/** POST /api/password/reset/check { token }: whether a customer's reset link still works (lib/accounts/reset-check-route.ts). */
export const POST = answerResetCheck("customer")
