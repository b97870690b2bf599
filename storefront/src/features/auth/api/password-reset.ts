import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PASSWORD_RESET_MESSAGES,
  forgotPasswordAnswerSchema,
  resetPasswordAnswerSchema,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { startSession } from './auth-answer'

/**
 * POST /api/password/forgot { email }: 202 { message }, the same whether or not the address has an
 * account. Resolves with the words to show.
 */
export async function forgotPassword({ email }: ForgotPasswordBody): Promise<string> {
  const response = await apiRequest('POST', '/api/password/forgot', { email })
  const answer = forgotPasswordAnswerSchema.safeParse(await response.json().catch(() => null))
  return answer.success ? answer.data.message : PASSWORD_RESET_MESSAGES.sent
}

/** POST /api/password/reset/check { token }: 200 while the link works; 400 (an ApiError) when it is used, expired or not one. */
export async function checkResetLink(token: string) {
  return (await apiRequest('POST', '/api/password/reset/check', { token })).json()
}

/** POST /api/password/reset { token, newPassword, confirmPassword }: 200 { message, token, user }. */
export async function resetPassword({ token, newPassword, confirmPassword }: ResetPasswordBody) {
  const response = await apiRequest('POST', '/api/password/reset', { token, newPassword, confirmPassword })
  return resetPasswordAnswerSchema.parse(await response.json())
}

/** Sets the new password and signs in with the answer, as the sign-in does (every earlier session has ended). */
export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resetPassword, onSuccess: (answer) => startSession(queryClient, answer) })
}
