import type { QueryClient } from '@tanstack/react-query'
import { authAnswerSchema, type AuthAnswer } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { setAuthToken } from '@/lib/auth-token'
import { userKeys } from '@/lib/query-keys'
import { savedListsLoaded } from '@/lib/saved-lists'

// What sign-in and sign-up share: both answer a token (and the user), which starts a session.

/** Sends the request and checks the answer; an answer without a token is an error, not a sign-in. */
export async function postForToken(url: string, body: unknown): Promise<AuthAnswer> {
  const response = await apiRequest('POST', url, body)
  return authAnswerSchema.parse(await response.json())
}

/**
 * Keeps the token, then invalidates and refetches the current user. The user in the
 * answer is put in the cache first: otherwise a signed-out answer cached earlier (e.g. after an
 * expired token) would briefly read as "signed out" on the next page until the refetch lands.
 * Keeping the token merges the browser's cart and wishlist into the account's (lib/saved-lists);
 * the page signed in to opens once they are in (or after a few seconds without them).
 */
export async function startSession(queryClient: QueryClient, { token, user }: AuthAnswer): Promise<void> {
  setAuthToken(token)
  if (user) queryClient.setQueryData(userKeys.current(), user)
  await Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.current() }), savedListsLoaded()])
}
