import { useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Heart, Search, ShoppingCart } from 'lucide-react'
import { SearchBox } from '@/features/search/components/search-box'
import { cn } from '@/lib/cn'
import { selectItemCount, useCartStore } from '@/stores/cart-store'
import { selectWishlistCount, useWishlistStore } from '@/stores/wishlist-store'
import { AccountActions } from './account-actions'
import { Logo } from './logo'
import { MobileNav, type DrawerState } from './mobile-nav'
import { NAV_LINKS, isNavLinkActive } from './nav-links'

function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label}
      title={label}
      className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
    >
      {icon}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid={`${label.toLowerCase()}-count`}
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1 text-[11px] font-semibold leading-none text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}

const iconButtonClasses =
  'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600'

export function Header() {
  const { pathname } = useLocation()
  const cartCount = useCartStore(selectItemCount)
  const wishlistCount = useWishlistStore(selectWishlistCount)
  // Below md the links and the search live in the drawer; the search button opens it at the search.
  const [drawer, setDrawer] = useState<DrawerState>('closed')

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container flex h-16 items-center gap-3 md:max-lg:gap-2 lg:gap-6">
        <MobileNav state={drawer} onStateChange={setDrawer} />
        <Logo />
        <SearchBox className="mx-auto hidden min-w-0 max-w-xl md:flex" />
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          <button type="button" aria-label="Open search" onClick={() => setDrawer('search')} className={`${iconButtonClasses} md:hidden`}>
            <Search className="h-5 w-5" aria-hidden="true" />
          </button>
          <CountLink to="/wishlist" label="Wishlist" count={wishlistCount} icon={<Heart className="h-5 w-5" aria-hidden="true" />} />
          <CountLink to="/cart" label="Cart" count={cartCount} icon={<ShoppingCart className="h-5 w-5" aria-hidden="true" />} />
          <AccountActions className="ml-1 hidden sm:flex lg:ml-2" />
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-slate-100 md:block">
        {/* One line from a tablet's width on: smaller words and padding below lg, so every link is in
            view without a second row (a strip that scrolled would hide the last links). */}
        <ul className="container flex items-center justify-between py-0.5 lg:justify-start lg:gap-x-1 lg:py-1">
          {NAV_LINKS.map((link) => {
            const active = isNavLinkActive(pathname, link.to)
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'block whitespace-nowrap rounded-md px-2 py-2 text-[13px] font-medium transition-colors lg:px-3 lg:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600',
                    active ? 'bg-primary-50 text-primary-700' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </header>
  )
}
