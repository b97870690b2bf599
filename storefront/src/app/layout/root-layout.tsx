import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { PageSpinner } from '@/components/page-spinner'
import { selectCompareCount, useCompareStore } from '@/stores/compare-store'
import { RouteErrorPage } from '../routes/route-error'
import { Footer } from './footer'
import { Header } from './header'
import { ScreenErrorBoundary } from './screen-error-boundary'
import { ScrollRestoration } from './scroll-restoration'
import { StaffHeader } from './staff-header'

/** The staff screens (/admin and its reset page) have a header of their own. */
const isStaffScreen = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`)

/** The compare bar is left off the compare page itself, the staff screens and the checkout. */
const showsCompareBar = (pathname: string) => !['/compare', '/admin', '/checkout'].some((root) => isUnder(pathname, root))

// The bar's code loads once a product is chosen for comparing: most visits never choose one.
const CompareBar = lazy(() => import('@/features/compare/components/compare-bar').then((module) => ({ default: module.CompareBar })))

/** The frame of every page: header (the staff one on /admin), the current screen, footer, and the compare bar. */
export function RootLayout() {
  const { pathname } = useLocation()
  const compareBar = useCompareStore(selectCompareCount) > 0 && showsCompareBar(pathname)
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {isStaffScreen(pathname) ? <StaffHeader /> : <Header />}
      {/* At least a screen high: the footer starts below the fold, so a screen that arrives late does not push it. */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          {/* A failing screen is reported inside the frame, so the header and footer stay usable. */}
          <ScreenErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
            <Outlet />
          </ScreenErrorBoundary>
        </Suspense>
      </main>
      <Footer />
      {/* While the compare bar shows, the page ends with room for it (its two rows on a phone, one
          from lg), in the footer's colour, so the footer's last line is never under the bar. */}
      {compareBar && <div aria-hidden="true" className="h-32 shrink-0 bg-slate-900 lg:h-24" />}
      {compareBar && (
        <Suspense fallback={null}>
          <CompareBar />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  )
}
