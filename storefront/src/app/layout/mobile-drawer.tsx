import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { SearchBox } from '@/features/search/components/search-box'
import { cn } from '@/lib/cn'
import { AccountActions } from './account-actions'
import { NAV_LINKS, isNavLinkActive } from './nav-links'

/**
 * The drawer itself (loaded when first opened): the search, the account actions and the
 * navigation links. The account row sits at the top, clear of the toasts at the bottom.
 */
export function MobileDrawer({
  open,
  focusSearch,
  onClose,
  returnFocus,
}: {
  open: boolean
  /** Opened by the header's search button: the search field takes focus. */
  focusSearch: boolean
  onClose: () => void
  /** Gives focus back to the button that opened the drawer. */
  returnFocus: () => void
}) {
  const location = useLocation()
  const { pathname } = location

  // Any navigation closes it, a new search on the same page included.
  const shownAt = useRef(location.key)
  useEffect(() => {
    if (location.key !== shownAt.current) {
      shownAt.current = location.key
      onClose()
    }
  }, [location.key, onClose])

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            if (!focusSearch) return
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-in-left"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="space-y-4 border-b border-slate-200 p-4">
            <SearchBox />
            <AccountActions onNavigate={onClose} className="flex-wrap" />
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="space-y-1">
              {NAV_LINKS.map((link) => {
                const active = isNavLinkActive(pathname, link.to)
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={onClose}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-3 py-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600',
                        active ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
