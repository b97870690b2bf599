import { useMutation } from '@tanstack/react-query'
import {
  PASSWORD_RESET_MESSAGES,
  forgotPasswordAnswerSchema,
  staffLoginAnswerSchema,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type StaffLoginAnswer,
} from '@printshop/contract'
import { startAdminSession } from '../stores/admin-session'
import { postWithoutSession } from './staff-session'

/**
 * POST /api/admin/password/forgot { email }: 202 { message }, the same whether or not the address
 * belongs to a member of staff. Resolves with the words to show.
 */
export async function staffForgotPassword({ email }: ForgotPasswordBody): Promise<string> {
  const response = await postWithoutSession('/api/admin/password/forgot', { email })
  const answer = forgotPasswordAnswerSchema.safeParse(await response.json().catch(() => null))
  return answer.success ? answer.data.message : PASSWORD_RESET_MESSAGES.sent
}

/** POST /api/admin/password/reset/check { token }: 200 while the staff link works; 400 (an ApiError) otherwise. */
export async function staffCheckResetLink(token: string) {
  return (await postWithoutSession('/api/admin/password/reset/check', { token })).json()
}

/**
 * POST /api/admin/password/reset { token, newPassword, confirmPassword }: answers as
 * POST /api/admin/login does, a new staff session.
 */
export async function staffResetPassword({ token, newPassword, confirmPassword }: ResetPasswordBody): Promise<StaffLoginAnswer> {
  const response = await postWithoutSession('/api/admin/password/reset', { token, newPassword, confirmPassword })
  return staffLoginAnswerSchema.parse(await response.json())
}

/** Sets the new password; the session is kept (as the sign-in keeps it) before the mutation resolves. */
export function useStaffResetPassword() {
  return useMutation({ mutationFn: staffResetPassword, onSuccess: (answer) => startAdminSession(answer) })
}
