import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileAnswerSchema, type User } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { setAuthToken } from '@/lib/auth-token'
import { userKeys } from '@/lib/query-keys'
import type { ProfileValues } from '../utils/account-schemas'

/**
 * PUT /api/user/profile; resolves with the updated user when the server sends it back. A new
 * e-mail ends every session signed in before it: the server hands this one a new token, kept here
 * so the customer stays signed in.
 */
export async function updateProfile(values: ProfileValues): Promise<User | undefined> {
  const response = await apiRequest('PUT', '/api/user/profile', values)
  const parsed = profileAnswerSchema.safeParse(await response.json().catch(() => null))
  if (parsed.success && parsed.data.token) setAuthToken(parsed.data.token)
  return parsed.success ? parsed.data.user : undefined
}

/** Saves the profile, then refreshes the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // Show the saved details at once; the refetch confirms them in the background.
      if (user) queryClient.setQueryData(userKeys.current(), user)
      void queryClient.invalidateQueries({ queryKey: userKeys.current() })
    },
  })
}
