import { useMutation } from '@tanstack/react-query'
import { staffLoginAnswerSchema, type LoginBody, type StaffLoginAnswer } from '@printshop/contract'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { endAdminSession, startAdminSession } from '../stores/admin-session'
import { adminRequest } from './admin-client'

/**
 * POSTs `body` to a staff route that is open before signing in (sign-in, forgotten password),
 * without any token or cookie: the customer's authToken never reaches a staff route. Non-OK
 * answers throw an ApiError.
 */
export async function postWithoutSession(url: string, body: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new ApiError(response.status, response.statusText, text)
  }
  return response
}

/** POST /api/admin/login: signs a member of staff (a Medusa user) in. */
export async function staffLogin(credentials: LoginBody): Promise<StaffLoginAnswer> {
  const response = await postWithoutSession('/api/admin/login', credentials)
  return staffLoginAnswerSchema.parse(await response.json())
}

/** Signs in; the session is kept before the mutation resolves. */
export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin, onSuccess: (answer) => startAdminSession(answer) })
}

/**
 * POST /api/admin/logout ends the session on the server; the panel locks here even when that call
 * fails (it is then only logged).
 */
export async function staffLogout(): Promise<void> {
  try {
    await adminRequest('POST', '/api/admin/logout')
  } catch (error) {
    console.error('Admin logout request failed', error)
  } finally {
    endAdminSession('logout')
  }
}

/** Logs out and says so ('Logged Out'); the banner that asked is gone by then, so the hook itself tells. */
export function useStaffLogout() {
  return useMutation({
    mutationFn: staffLogout,
    onSettled: () => toast({ title: 'Logged Out', description: 'You have been logged out of the admin panel.' }),
  })
}
