import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Building2, FileText, LayoutDashboard, MapPin, Package, Settings, ShieldAlert, User as UserIcon } from 'lucide-react'
import { PageSpinner } from '@/components/page-spinner'
import { buttonStyles } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AddressesTab } from '@/features/account/components/addresses-tab'
import { CompanyTab } from '@/features/account/components/company-tab'
import { OrdersTab } from '@/features/account/components/orders-tab'
import { OverviewTab } from '@/features/account/components/overview-tab'
import { ProfileTab } from '@/features/account/components/profile-tab'
import { QuotesTab } from '@/features/account/components/quotes-tab'
import { SettingsTab } from '@/features/account/components/settings-tab'
import { authPagePath } from '@/features/auth/utils/redirect'
import { useUserOrders } from '@/features/orders/api/get-user-orders'
import { useCurrentUser } from '@/lib/auth'
import { useDocumentTitle } from '@/lib/use-document-title'

const TABS = [
  { value: 'overview', label: 'Overview', Icon: LayoutDashboard },
  { value: 'orders', label: 'Orders', Icon: Package },
  { value: 'quotes', label: 'Quotes', Icon: FileText },
  { value: 'addresses', label: 'Addresses', Icon: MapPin },
  { value: 'company', label: 'Company', Icon: Building2 },
  { value: 'profile', label: 'Profile', Icon: UserIcon },
  { value: 'settings', label: 'Settings', Icon: Settings },
] as const

type TabValue = (typeof TABS)[number]['value']

function isTabValue(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value)
}

/**
 * /account: the signed-in customer's orders, quotes, saved addresses, company, profile and settings (docs/using-the-shop.md, "Customers and orders"), composed of
 * the account feature's tabs and the orders feature's order list.
 */
export function AccountPage() {
  useDocumentTitle('My Account')
  const { user, isLoading } = useCurrentUser()
  const ordersQuery = useUserOrders()
  // The open tab is kept in the address (?tab=orders), so it survives a reload and can be linked to.
  const [searchParams, setSearchParams] = useSearchParams()
  const requestedTab = searchParams.get('tab')
  const tab: TabValue = isTabValue(requestedTab) ? requestedTab : 'overview'
  // ?show=returns narrows the Orders tab to the orders with returns (the returns page's Check Return Status).
  const onlyReturns = searchParams.get('show') === 'returns'
  // ?quote=<id> opens one quote in the Quotes tab (the quote e-mails link to /account?tab=quotes&quote=<id>).
  const openQuoteId = tab === 'quotes' ? searchParams.get('quote') : null
  // ?order=<number> opens one order's details in the Orders tab (the order e-mails link to accountOrderPath).
  const openOrderId = tab === 'orders' ? searchParams.get('order') : null

  if (isLoading || (user && ordersQuery.isLoading)) return <PageSpinner label="Loading your account..." />
  if (!user) return <AccessDenied />

  const orders = ordersQuery.data ?? []
  // Another tab, the overview's View All Orders, or Show all orders leaves the Orders tab's returns-only view (?show=).
  const showTab = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (value === 'overview') next.delete('tab')
        else next.set('tab', value)
        next.delete('show')
        next.delete('quote')
        next.delete('order')
        return next
      },
      { replace: true },
    )
  }
  const openQuote = (id: string | null) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('tab', 'quotes')
        if (id === null) next.delete('quote')
        else next.set('quote', id)
        return next
      },
      { replace: true },
    )
  }

  const openOrder = (orderNumber: string | null) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('tab', 'orders')
        if (orderNumber === null) next.delete('order')
        else next.set('order', orderNumber)
        return next
      },
      { replace: true },
    )
  }

  return (
    <div className="container py-8 lg:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Account</h1>
        <p className="mt-1 break-words text-slate-600">Welcome back, {user.firstName || user.email}!</p>
      </header>

      <Tabs value={tab} onValueChange={showTab} className="mt-8">
        {/*
          Seven tabs do not fit one row of a phone or a small tablet: two rows (four and three) there,
          one row of equal cells from 768 px, and the tabs with their icons at their own widths from 1024 px.
        */}
        <TabsList aria-label="Account sections" className="grid w-full grid-cols-4 md:grid-cols-7 lg:inline-flex lg:w-auto">
          {TABS.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value} className="px-1 sm:px-2 lg:px-4">
              <Icon className="hidden h-4 w-4 lg:block" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab user={user} orders={orders} onShowAllOrders={() => showTab('orders')} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab
            orders={orders}
            userId={user.id}
            onlyReturns={onlyReturns}
            onShowAllOrders={() => showTab('orders')}
            openOrderId={openOrderId}
            onOpenOrder={openOrder}
          />
        </TabsContent>
        <TabsContent value="quotes">
          <QuotesTab orders={orders} userId={user.id} openQuoteId={openQuoteId} onOpenQuote={openQuote} />
        </TabsContent>
        <TabsContent value="addresses">
          <AddressesTab user={user} />
        </TabsContent>
        <TabsContent value="company">
          <CompanyTab user={user} orders={orders} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}

/**
 * For a visitor who is not signed in: says why, and sends them on to the sign-in page (which
 * brings them back here, to the same tab). The message is rendered first, so it is what shows if
 * the move is slow.
 */
function AccessDenied() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // Where the visitor asked to go, read once: the move to the sign-in page changes the location.
  const [loginPath] = useState(() => authPagePath('/login', `${pathname}${search}`))
  useEffect(() => {
    navigate(loginPath, { replace: true })
  }, [navigate, loginPath])

  return (
    <section className="container flex flex-col items-center py-20 text-center">
      <span className="mb-6 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldAlert className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-3 text-slate-600">Please sign in to view your account.</p>
      <Link to={loginPath} className={buttonStyles({ className: 'mt-8' })}>
        Sign In
      </Link>
    </section>
  )
}
