import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { setAuthToken } from '@/lib/auth-token'
import type { LoginValues, SignupValues } from '../utils/auth-schemas'
import { currentUserQueryKey, userSchema } from './get-current-user'

/** The answer of POST /api/login and POST /api/register (SPEC §3, §7). */
const authResponseSchema = z.object({
  token: z.string().min(1),
  message: z.string().optional(),
  user: userSchema.optional(),
})

export type AuthResponse = z.infer<typeof authResponseSchema>

/** What POST /api/register takes: the sign-up form without the password confirmation (SPEC §5). */
export type RegistrationInput = Omit<SignupValues, 'confirmPassword'>

/** Sends the request and checks the answer; an answer without a token is an error, not a sign-in. */
async function postForToken(url: string, body: unknown): Promise<AuthResponse> {
  const response = await apiRequest('POST', url, body)
  return authResponseSchema.parse(await response.json())
}

export function login(credentials: LoginValues): Promise<AuthResponse> {
  return postForToken('/api/login', credentials)
}

export function register({ firstName, lastName, email, phone, password }: RegistrationInput): Promise<AuthResponse> {
  // Listed field by field so that nothing else the form holds (the confirmation) is ever sent.
  return postForToken('/api/register', { firstName, lastName, email, phone, password })
}

/**
 * Keeps the token, then invalidates and refetches the current user (SPEC §4). The user in the
 * answer is put in the cache first: otherwise a signed-out answer cached earlier (e.g. after an
 * expired token) would briefly read as "signed out" on the next page until the refetch lands.
 */
async function startSession(queryClient: QueryClient, { token, user }: AuthResponse): Promise<void> {
  setAuthToken(token)
  if (user) queryClient.setQueryData(currentUserQueryKey, user)
  await queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
}

/** Signs in; on success the session is started before the mutation resolves. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: login, onSuccess: (answer) => startSession(queryClient, answer) })
}

/** Creates the account and signs in with it. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: register, onSuccess: (answer) => startSession(queryClient, answer) })
}
