import { answerResetCheck } from "../../../../../../lib/accounts/reset-check-route"

/** POST /api/admin/password/reset/check { token }: whether a staff reset link still works (lib/accounts/reset-check-route.ts). */
export const POST = answerResetCheck("user")
