import { lazy, type ComponentType } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import type { CategoryHandle } from '@printshop/contract'
import { CATEGORIES } from '@/lib/config'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { RootLayout } from './layout/root-layout'
import { NotFoundPage } from './routes/not-found'

/** React.lazy for modules with named exports: each screen is downloaded when first opened. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }))
}

const AboutPage = lazyScreen(() => import('@/features/static-pages/routes/about').then((m) => m.AboutPage))
const AffiliatePage = lazyScreen(() => import('@/features/static-pages/routes/affiliate').then((m) => m.AffiliatePage))
const CareersPage = lazyScreen(() => import('@/features/static-pages/routes/careers').then((m) => m.CareersPage))
const PartnersPage = lazyScreen(() => import('@/features/static-pages/routes/partners').then((m) => m.PartnersPage))
const PressPage = lazyScreen(() => import('@/features/static-pages/routes/press').then((m) => m.PressPage))
const PrivacyPage = lazyScreen(() => import('@/features/static-pages/routes/privacy').then((m) => m.PrivacyPage))
const ReturnsPage = lazyScreen(() => import('@/features/static-pages/routes/returns').then((m) => m.ReturnsPage))
const TermsPage = lazyScreen(() => import('@/features/static-pages/routes/terms').then((m) => m.TermsPage))
const SupportPage = lazyScreen(() => import('@/features/support/routes/support-page').then((m) => m.SupportPage))
const ContactPage = lazyScreen(() => import('@/features/support/routes/contact-page').then((m) => m.ContactPage))
const WarrantyPage = lazyScreen(() => import('@/features/support/routes/warranty-page').then((m) => m.WarrantyPage))
const InstallationPage = lazyScreen(() =>
  import('@/features/support/routes/installation-page').then((m) => m.InstallationPage),
)
const ManualsPage = lazyScreen(() => import('@/features/support/routes/manuals-page').then((m) => m.ManualsPage))
const FaqPage = lazyScreen(() => import('@/features/support/routes/faq-page').then((m) => m.FaqPage))
const HomePage = lazyScreen(() => import('@/features/products/routes/home-page').then((m) => m.HomePage))
// The product list and a product's page draw their first screen from a parsed catalogue answer:
// the catalogue's answer schemas are fetched with the screen, not after it asks for its data.
const ProductListPage = lazyScreen(() =>
  Promise.all([import('@/features/products/routes/product-list'), loadAnswerSchemas()]).then(([m]) => m.ProductListPage),
)
const ProductDetailPage = lazyScreen(() =>
  Promise.all([import('@/features/products/routes/product-detail'), loadAnswerSchemas()]).then(([m]) => m.ProductDetailPage),
)
const BusinessRoute = lazyScreen(() => import('./routes/business').then((m) => m.BusinessRoute))
const QuickOrderPage = lazyScreen(() => import('@/features/quick-order/routes/quick-order-page').then((m) => m.QuickOrderPage))
const CartRoute = lazyScreen(() => import('./routes/cart-page').then((m) => m.CartRoute))
const WishlistPage = lazyScreen(() => import('./routes/wishlist').then((m) => m.WishlistPage))
const CompareRoute = lazyScreen(() => import('./routes/compare').then((m) => m.CompareRoute))
const CheckoutPage = lazyScreen(() => import('@/features/checkout/routes/checkout-page').then((m) => m.CheckoutPage))
const OrderConfirmationPage = lazyScreen(() =>
  import('./routes/order-confirmation').then((m) => m.OrderConfirmationPage),
)
const TrackOrderPage = lazyScreen(() => import('@/features/orders/routes/track-order-page').then((m) => m.TrackOrderPage))
const LoginPage = lazyScreen(() => import('@/features/auth/routes/login').then((m) => m.LoginPage))
const SignupPage = lazyScreen(() => import('@/features/auth/routes/signup').then((m) => m.SignupPage))
const ForgotPasswordPage = lazyScreen(() =>
  import('@/features/auth/routes/forgot-password').then((m) => m.ForgotPasswordPage),
)
const ResetPasswordPage = lazyScreen(() => import('@/features/auth/routes/reset-password').then((m) => m.ResetPasswordPage))
const AccountPage = lazyScreen(() => import('./routes/account').then((m) => m.AccountPage))
const CompanyJoinPage = lazyScreen(() => import('./routes/company-join').then((m) => m.CompanyJoinPage))
const StockAlertsUnsubscribePage = lazyScreen(() =>
  import('@/features/stock-alerts/routes/unsubscribe-page').then((m) => m.StockAlertsUnsubscribePage),
)
const AdminPage = lazyScreen(() => import('@/features/admin/routes/admin-page').then((m) => m.AdminPage))
const AdminResetPasswordPage = lazyScreen(() =>
  import('@/features/admin/routes/admin-reset-password-page').then((m) => m.AdminResetPasswordPage),
)

/** The landing page of each category, downloaded when first opened. */
const CATEGORY_PAGES: Record<CategoryHandle, ComponentType> = {
  printers: lazyScreen(() => import('@/features/products/routes/printers-page').then((m) => m.PrintersPage)),
  'photo-printers': lazyScreen(() =>
    import('@/features/products/routes/photo-printers-page').then((m) => m.PhotoPrintersPage),
  ),
  scanners: lazyScreen(() => import('@/features/products/routes/scanners-page').then((m) => m.ScannersPage)),
  'pos-systems': lazyScreen(() => import('@/features/products/routes/pos-systems-page').then((m) => m.PosSystemsPage)),
  'barcode-scanners': lazyScreen(() =>
    import('@/features/products/routes/barcode-scanners-page').then((m) => m.BarcodeScannersPage),
  ),
  'business-solutions': lazyScreen(() =>
    import('@/features/products/routes/business-solutions-page').then((m) => m.BusinessSolutionsPage),
  ),
}

const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'products', element: <ProductListPage /> },
  { path: 'products/:id', element: <ProductDetailPage /> },
  { path: 'cart', element: <CartRoute /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'compare', element: <CompareRoute /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'checkout/confirmation/:orderNumber', element: <OrderConfirmationPage /> },
  ...CATEGORIES.map(({ handle }): RouteObject => {
    const CategoryPage = CATEGORY_PAGES[handle]
    return { path: `category/${handle}`, element: <CategoryPage key={handle} /> }
  }),
  { path: 'business', element: <BusinessRoute /> },
  { path: 'quick-order', element: <QuickOrderPage /> },
  { path: 'track', element: <TrackOrderPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'warranty', element: <WarrantyPage /> },
  { path: 'installation', element: <InstallationPage /> },
  { path: 'admin', element: <AdminPage /> },
  { path: 'admin/reset-password', element: <AdminResetPasswordPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'returns', element: <ReturnsPage /> },
  { path: 'manuals', element: <ManualsPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'careers', element: <CareersPage /> },
  { path: 'press', element: <PressPage /> },
  { path: 'partners', element: <PartnersPage /> },
  { path: 'affiliate', element: <AffiliatePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'account', element: <AccountPage /> },
  { path: 'company/join', element: <CompanyJoinPage /> },
  { path: 'stock-alerts/unsubscribe', element: <StockAlertsUnsubscribePage /> },
  { path: '*', element: <NotFoundPage /> },
]

export const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pageRoutes }]

/**
 * The screen of the current address. The shop uses the router's history and matching only (no
 * loaders or actions: TanStack Query fetches each screen's data), which keeps the data router's
 * code, about 12 KB with Brotli, out of the main bundle every page loads.
 */
export function AppRoutes() {
  return useRoutes(routes)
}
