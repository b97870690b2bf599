import { Link } from 'react-router-dom'
import { LogOut, User } from 'lucide-react'
import { Button, buttonStyles } from '@/components/ui/button'
import { accountLabel, useCurrentUser, useLogout } from '@/lib/auth'
import { cn } from '@/lib/cn'

/** Sign In / Sign Up for visitors; the account button and logout for signed-in customers. */
export function AccountActions({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user, isLoading } = useCurrentUser()
  const logout = useLogout()

  if (isLoading) {
    return <span className={cn('h-9 w-28 animate-pulse rounded-md bg-slate-100', className)} aria-hidden="true" />
  }

  if (!user) {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {/* Narrower on a tablet's header (md to lg), where they share the row with the search. */}
        <Link
          to="/login"
          onClick={onNavigate}
          className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap md:max-lg:px-2' })}
        >
          Sign In
        </Link>
        <Link to="/signup" onClick={onNavigate} className={buttonStyles({ size: 'sm', className: 'whitespace-nowrap md:max-lg:px-2' })}>
          Sign Up
        </Link>
      </div>
    )
  }

  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Link to="/account" onClick={onNavigate} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'max-w-[12rem] md:max-lg:max-w-[7rem]' })}>
        <User className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{accountLabel(user)}</span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Logout"
        title="Logout"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  )
}
