import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { ChangePasswordValues } from '../utils/account-schemas'

/** PUT /api/user/password with the current, new and repeated password (SPEC §7). */
export async function changePassword(values: ChangePasswordValues): Promise<void> {
  await apiRequest('PUT', '/api/user/password', values)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
