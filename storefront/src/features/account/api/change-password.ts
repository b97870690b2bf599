import { useMutation } from '@tanstack/react-query'
import { passwordAnswerSchema } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { setAuthToken } from '@/lib/auth-token'
import type { ChangePasswordValues } from '../utils/account-schemas'

/**
 * PUT /api/user/password with the current, new and repeated password (docs/api.md). A password change
 * ends every session signed in before it; the server hands this one a new token, kept here so the
 * customer stays signed in.
 */
export async function changePassword(values: ChangePasswordValues): Promise<void> {
  const response = await apiRequest('PUT', '/api/user/password', values)
  const answer = passwordAnswerSchema.safeParse(await response.json().catch(() => null))
  if (answer.success && answer.data.token) setAuthToken(answer.data.token)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
