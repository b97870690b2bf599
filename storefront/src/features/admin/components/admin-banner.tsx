import { forwardRef } from 'react'
import { LogOut, ShieldCheck } from 'lucide-react'
import type { Staff } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { useStaffLogout } from '../api/staff-session'

/** The 'Admin Panel' banner: who is signed in, and Logout (which ends the session on the server). */
export const AdminBanner = forwardRef<HTMLHeadingElement, { user: Staff }>(function AdminBanner({ user }, headingRef) {
  const logout = useStaffLogout()
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

  return (
    <div className="bg-slate-900 text-white">
      <div className="container flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight focus:outline-none">
              Admin Panel
            </h1>
            <p className="truncate text-sm text-slate-300">Signed in as {name}</p>
          </div>
        </div>
        <Button
          variant="outlineOnDark"
          size="sm"
          className="self-start sm:self-auto"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </Button>
      </div>
    </div>
  )
})
