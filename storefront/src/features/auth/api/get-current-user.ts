import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest, getJson } from '@/lib/api-client'
import { removeAuthToken, useAuthToken } from '@/lib/auth-token'
import type { User } from '@/types/api'

export const currentUserQueryKey = ['/api/auth/user'] as const

/** A user as the shop's API answers it (GET /api/auth/user, and the `user` of login, sign-up and profile answers). */
export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phone: z.string().nullish(),
  createdAt: z.string().optional(),
})

/**
 * Who is signed in, or null. A 401 means the stored token is no longer valid: it is removed
 * silently. Any other failure also reads as signed out.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const body = await getJson<unknown>(currentUserQueryKey[0])
    if (body === null) {
      removeAuthToken()
      return null
    }
    const parsed = userSchema.safeParse(body)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function useCurrentUser() {
  const token = useAuthToken()
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    enabled: Boolean(token),
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
  })
  const user = token ? (query.data ?? null) : null
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: Boolean(token) && query.isLoading,
  }
}

/** The name the header shows for a signed-in customer. */
export function accountLabel(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName || user.email || 'Account'
}

/**
 * Tells the server to end the session, then forgets the token and reloads the page, even when
 * the call fails (the failure is only logged).
 */
export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout')
  } catch (error) {
    console.error('Logout request failed', error)
  } finally {
    removeAuthToken()
    reload()
  }
}

export function useLogout() {
  return useMutation({ mutationFn: () => logout() })
}
