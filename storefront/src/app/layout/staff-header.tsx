import { Link } from 'react-router-dom'
import { Store } from 'lucide-react'
import { Logo } from './logo'

/**
 * The header of the staff screens (/admin): the shop's name, where staff are, and the way back to
 * the shop; none of the shopper's sign-in, search or cart, which mean nothing to a member of staff there.
 */
export function StaffHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container flex h-16 items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <Logo />
          <span className="hidden rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white sm:inline">
            Staff
          </span>
        </div>
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
        >
          <Store className="h-4 w-4" aria-hidden="true" />
          View the shop
        </Link>
      </div>
    </header>
  )
}
