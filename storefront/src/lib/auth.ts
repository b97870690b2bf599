import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { User } from '@printshop/contract'
import { apiRequest, getJson } from './api-client'
import { loadContractSchemas } from './contract-schemas'
import { removeAuthToken, useAuthToken } from './auth-token'
import { flushSavedLists } from './saved-lists'
import { userKeys } from './query-keys'

// Who is signed in is read by the header, the checkout, the account and the customer forms alike,
// so it lives here rather than in one feature (sign-in and sign-up are the auth feature's).

/**
 * Who is signed in, or null. A 401 means the stored token is no longer valid: it is removed
 * silently. Any other failure also reads as signed out.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const body = await getJson<unknown>('/api/auth/user')
    if (body === null) {
      removeAuthToken()
      return null
    }
    // The contract's schemas (and zod) load with the first signed-in check, not with every page.
    const { userSchema } = await loadContractSchemas()
    const parsed = userSchema.safeParse(body)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Asked only with a token; refetched on window focus and never kept once unused. */
export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: getCurrentUser,
    enabled: Boolean(token),
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
  })

export function useCurrentUser() {
  const token = useAuthToken()
  const query = useQuery(currentUserQueryOptions(token))
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
 * the call fails (the failure is only logged). A change of the cart or wishlist still waiting to be
 * saved goes to the account first: forgetting the token empties the browser's lists.
 */
export async function logout(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await flushSavedLists()
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
