import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AuthAnswer, LoginBody } from '@printshop/contract'
import { postForToken, startSession } from './auth-answer'

/** POST /api/login. */
export function login(credentials: LoginBody): Promise<AuthAnswer> {
  return postForToken('/api/login', credentials)
}

/** Signs in; on success the session is started before the mutation resolves. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: login, onSuccess: (answer) => startSession(queryClient, answer) })
}
