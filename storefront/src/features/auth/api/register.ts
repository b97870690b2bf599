import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AuthAnswer, RegisterBody } from '@printshop/contract'
import { postForToken, startSession } from './auth-answer'

/** POST /api/register: the sign-up form without the password confirmation. */
export function register({ firstName, lastName, email, phone, password }: RegisterBody): Promise<AuthAnswer> {
  // Listed field by field so that nothing else the form holds (the confirmation) is ever sent.
  return postForToken('/api/register', { firstName, lastName, email, phone, password })
}

/** Creates the account and signs in with it. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: register, onSuccess: (answer) => startSession(queryClient, answer) })
}
