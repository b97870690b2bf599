import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { LayoutDashboard, Package, Settings, ShieldAlert, User as UserIcon } from 'lucide-react'
import { PageSpinner } from '@/components/page-spinner'
import { buttonStyles } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { OrdersTab } from '@/features/account/components/orders-tab'
import { OverviewTab } from '@/features/account/components/overview-tab'
import { ProfileTab } from '@/features/account/components/profile-tab'
import { SettingsTab } from '@/features/account/components/settings-tab'
import { authPagePath } from '@/features/auth/utils/redirect'
import { useUserOrders } from '@/features/orders/api/get-user-orders'
import { useCurrentUser } from '@/lib/auth'
import { useDocumentTitle } from '@/lib/use-document-title'

const TABS = [
  { value: 'overview', label: 'Overview', Icon: LayoutDashboard },
  { value: 'orders', label: 'Orders', Icon: Package },
  { value: 'profile', label: 'Profile', Icon: UserIcon },
  { value: 'settings', label: 'Settings', Icon: Settings },
] as const

type TabValue = (typeof TABS)[number]['value']

function isTabValue(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value)
}

/** Where a visitor who is not signed in is sent: the sign-in page, coming back here afterwards. */
const LOGIN_PATH = authPagePath('/login', '/account')

/**
 * /account: the signed-in customer's orders, profile and settings (SPEC §2 Account), composed of
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

  if (isLoading || (user && ordersQuery.isLoading)) return <PageSpinner label="Loading your account..." />
  if (!user) return <AccessDenied />

  const orders = ordersQuery.data ?? []
  const showTab = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (value === 'overview') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true },
    )
  }

  return (
    <div className="container py-8 lg:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Account</h1>
        <p className="mt-1 text-slate-600">Welcome back, {user.firstName || user.email}!</p>
      </header>

      <Tabs value={tab} onValueChange={showTab} className="mt-8">
        <TabsList aria-label="Account sections" className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
          {TABS.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value} className="px-2 sm:px-4">
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab user={user} orders={orders} onShowAllOrders={() => showTab('orders')} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab orders={orders} />
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
 * brings them back here). The message is rendered first, so it is what shows if the move is slow.
 */
function AccessDenied() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(LOGIN_PATH, { replace: true })
  }, [navigate])

  return (
    <section className="container flex flex-col items-center py-20 text-center">
      <span className="mb-6 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldAlert className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-3 text-slate-600">Please sign in to view your account.</p>
      <Link to={LOGIN_PATH} className={buttonStyles({ className: 'mt-8' })}>
        Sign In
      </Link>
    </section>
  )
}
