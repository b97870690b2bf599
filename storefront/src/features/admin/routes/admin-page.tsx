import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { adminKeys } from '@/lib/query-keys'
import { useDocumentTitle } from '@/lib/use-document-title'
import { AdminGate } from '../components/admin-gate'
import { AdminPanel } from '../components/admin-panel'
import { useAdminSession } from '../stores/admin-session'

/**
 * /admin (docs/using-the-shop.md, "The staff area (/admin)"): the gate until a member of staff
 * signs in, then the panel. The customer's own sign-in never opens it. When the session ends
 * (Logout, 24 hours, a 401) the gate is back and nothing staff read stays in memory.
 */
export function AdminPage() {
  const session = useAdminSession()
  const queryClient = useQueryClient()
  useDocumentTitle(session ? 'Admin Panel' : 'Admin Access')

  useEffect(() => {
    if (!session) queryClient.removeQueries({ queryKey: adminKeys.all })
  }, [session, queryClient])

  return session ? <AdminPanel session={session} /> : <AdminGate />
}
