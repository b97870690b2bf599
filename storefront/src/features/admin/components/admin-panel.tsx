import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { BarChart3, Building2, FileText, MessageSquare, Package, ShoppingCart, Star, TicketPercent, Undo2 } from 'lucide-react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useNewInquiryCount } from '../api/get-inquiries'
import { useRequestedQuoteCount } from '../api/get-quotes'
import { usePendingTaxExemptionCount } from '../api/get-tax-exemptions'
import type { AdminSession } from '../stores/admin-session'
import { AdminBanner } from './admin-banner'
import { CompaniesTab } from './companies-tab'
import { DashboardCards } from './dashboard-cards'
import { DashboardSales } from './dashboard-sales'
import { MessagesTab } from './messages-tab'
import { NoResultSearches } from './no-result-searches'
import { OrdersTab } from './orders-tab'
import { ProductsTab } from './products-tab'
import { PromotionsTab } from './promotions-tab'
import { QuotesTab } from './quotes-tab'
import { ReturnsTab } from './returns-tab'
import { ReviewsTab } from './reviews-tab'

const TABS = [
  { value: 'products', label: 'Product Management', Icon: Package },
  { value: 'orders', label: 'Order Management', Icon: ShoppingCart },
  { value: 'returns', label: 'Returns', Icon: Undo2 },
  { value: 'messages', label: 'Customer Messages', Icon: MessageSquare },
  { value: 'quotes', label: 'Quotes', Icon: FileText },
  { value: 'companies', label: 'Companies', Icon: Building2 },
  { value: 'reviews', label: 'Reviews', Icon: Star },
  { value: 'promotions', label: 'Promotions', Icon: TicketPercent },
  { value: 'sales', label: 'Sales & Stock', Icon: BarChart3 },
] as const
type TabValue = (typeof TABS)[number]['value']

const isTabValue = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value)

/**
 * The admin screen once unlocked: the banner, the dashboard cards and the tabs, the sales picture
 * and low stock in a tab of their own, so a tab's content starts on the first screen.
 */
export function AdminPanel({ session }: { session: AdminSession }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const newMessages = useNewInquiryCount()
  const requestedQuotes = useRequestedQuoteCount()
  const pendingCertificates = usePendingTaxExemptionCount()
  // The open tab is kept in the address (?tab=orders), so it survives a reload; Product Management is the default.
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab: TabValue = isTabValue(requested) ? requested : 'products'

  // Unlocking replaces the gate: focus moves to the panel's heading.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const showTab = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (value === 'products') next.delete('tab')
        else next.set('tab', value)
        // The quote, order, company or certificate a tab had open (?quote=, ?order=, ?company=,
        // ?exemption=) stays with that tab, as does the Companies tab's view (?view=).
        next.delete('quote')
        next.delete('order')
        next.delete('company')
        next.delete('exemption')
        next.delete('view')
        return next
      },
      { replace: true },
    )

  return (
    <div className="bg-slate-50 pb-12">
      <AdminBanner ref={headingRef} user={session.user} />
      <div className="container space-y-6 pt-6">
        <DashboardCards />
        <Tabs value={tab} onValueChange={showTab}>
          {/*
            Nine tabs: two a row on phones, three a row (three full rows) on tablets and at 1024 px, five a row from 1280 px.
            One row no longer fits even at 1280 px (about 1,400 px with the message, quote and certificate counts), and four a row would leave the ninth alone.
          */}
          <TabsList aria-label="Admin sections" className="grid w-full grid-cols-2 bg-slate-200/70 sm:grid-cols-3 xl:grid-cols-5">
            {TABS.map(({ value, label, Icon }) => (
              <TabsTrigger key={value} value={value} className="px-2 lg:px-3">
                <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                {label}
                {value === 'messages' && newMessages !== undefined && newMessages > 0 && (
                  <span className="ml-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {newMessages}
                    <span className="sr-only"> new</span>
                  </span>
                )}
                {value === 'quotes' && requestedQuotes !== undefined && requestedQuotes > 0 && (
                  <span className="ml-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {requestedQuotes}
                    <span className="sr-only"> requested</span>
                  </span>
                )}
                {value === 'companies' && pendingCertificates !== undefined && pendingCertificates > 0 && (
                  <span className="ml-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {pendingCertificates}
                    <span className="sr-only"> certificates waiting</span>
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* The searches that found nothing sit under the catalogue they are missing from. */}
          <TabsContent value="products" className="space-y-10">
            <ProductsTab />
            <NoResultSearches />
          </TabsContent>
          <TabsContent value="orders">
            <OrdersTab />
          </TabsContent>
          <TabsContent value="returns">
            <ReturnsTab />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="quotes">
            <QuotesTab />
          </TabsContent>
          <TabsContent value="companies">
            <CompaniesTab />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewsTab />
          </TabsContent>
          <TabsContent value="promotions">
            <PromotionsTab />
          </TabsContent>
          <TabsContent value="sales">
            <DashboardSales />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  )
}
