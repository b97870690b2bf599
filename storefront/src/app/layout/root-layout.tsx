import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { PageSpinner } from '@/components/page-spinner'
import { RouteErrorPage } from '../routes/route-error'
import { Footer } from './footer'
import { Header } from './header'
import { ScreenErrorBoundary } from './screen-error-boundary'
import { ScrollRestoration } from './scroll-restoration'
import { StaffHeader } from './staff-header'

/** The staff screens (/admin and its reset page) have a header of their own. */
const isStaffScreen = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** The frame of every page: header (the staff one on /admin), the current screen, footer. */
export function RootLayout() {
  const { pathname } = useLocation()
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
      <ScrollRestoration />
    </div>
  )
}
