import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { BarChart3, Table2 } from 'lucide-react'
import { SALES_DAYS, type AdminSales } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { useAdminSales } from '../api/get-sales'
import { DashboardLowStock } from './dashboard-low-stock'
import { PanelMessage, panelStyles } from './dashboard-panel'
import type { SalesPoint } from './dashboard-sales-chart'

// The chart library is the largest part of /admin: it is fetched only once the figures are on their way,
// so the gate and the rest of the panel never wait for it.
const SalesChart = lazy(() => import('./dashboard-sales-chart'))

const count = new Intl.NumberFormat('en-US')
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** 'Nov 26' for '2025-11-26' (a day of the shop's calendar, so read as it is, in no time zone). */
export function formatSalesDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

/** Whole cents, so that thirty days of revenue add up without floating-point crumbs. */
const cents = (dollars: string) => Math.round(Number.parseFloat(dollars) * 100) || 0

interface SalesTotals {
  orders: number
  /** Dollars. */
  revenue: number
}

function salesTotals(days: AdminSales['days']): SalesTotals {
  return {
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    revenue: days.reduce((sum, day) => sum + cents(day.revenue), 0) / 100,
  }
}

/** Under the dashboard cards: sales per day for the last 30 days, and the products running low. */
export function DashboardSales() {
  const { data: sales, isError } = useAdminSales()
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <SalesPanel sales={sales} isError={isError} />
      <DashboardLowStock sales={sales} isError={isError} />
    </div>
  )
}

type View = 'chart' | 'table'

function SalesPanel({ sales, isError }: { sales: AdminSales | undefined; isError: boolean }) {
  const headingId = useId()
  const [view, setView] = useState<View>('chart')
  const totals = sales ? salesTotals(sales.days) : null
  const show = (value: (figures: SalesTotals) => string) => (totals ? value(totals) : isError ? '—' : '…')

  let body: ReactNode
  if (sales && totals) {
    const points: SalesPoint[] = sales.days.map((day) => ({
      date: day.date,
      label: formatSalesDay(day.date),
      orders: day.orders,
      revenue: cents(day.revenue) / 100,
    }))
    body = (
      <>
        {totals?.orders === 0 && <p className="mt-3 text-sm text-slate-500">No orders in the last {SALES_DAYS} days.</p>}
        {view === 'chart' && (
          // Drawn for the eye only: screen readers read the same figures in the table below it. Clipped, so
          // that its tooltip, hidden where it last was, never widens a page that has since narrowed.
          <div data-testid="sales-chart" aria-hidden="true" className="mt-4 h-64 w-full min-w-0 overflow-hidden lg:h-72">
            <Suspense fallback={null}>
              <SalesChart points={points} />
            </Suspense>
          </div>
        )}
        <SalesTable sales={sales} totals={totals} visuallyHidden={view === 'chart'} />
      </>
    )
  } else if (isError) {
    body = (
      <PanelMessage tone="error" className="mt-4 h-64 lg:h-72">
        The sales figures could not be loaded.
      </PanelMessage>
    )
  } else {
    body = <PanelMessage className="mt-4 h-64 lg:h-72">Loading sales…</PanelMessage>
  }

  return (
    <section aria-labelledby={headingId} className={panelStyles('lg:col-span-2')}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Sales, last {SALES_DAYS} days
        </h2>
        {sales && (
          <Button variant="outline" size="sm" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? <Table2 className="h-4 w-4" aria-hidden="true" /> : <BarChart3 className="h-4 w-4" aria-hidden="true" />}
            {view === 'chart' ? 'Show as table' : 'Show as chart'}
          </Button>
        )}
      </div>
      {/* The totals, each with the mark of its series in the chart (the chart's legend). */}
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 sm:text-sm">
            <span aria-hidden="true" className="h-0.5 w-3 rounded bg-emerald-600" />
            Orders
          </dt>
          <dd className="text-lg font-bold text-slate-900 sm:text-xl">{show((t) => count.format(t.orders))}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 sm:text-sm">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-violet-500" />
            Revenue
          </dt>
          <dd className="text-lg font-bold text-slate-900 sm:text-xl">{show((t) => formatPrice(t.revenue))}</dd>
        </div>
      </dl>
      {body}
    </section>
  )
}

// The staff tables' look (admin-table.tsx), a little tighter: three columns fit a phone without scrolling.
const HEADER = 'whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-500'
const FIGURE = 'whitespace-nowrap border-b border-slate-100 px-3 py-2 text-right tabular-nums text-slate-700'

/**
 * The chart's figures, a row a day (oldest first) and their totals: visually hidden behind the
 * chart (screen readers read it), or shown in its place. Hidden, it is no box that scrolls (one
 * would be a scrolling region no keyboard can reach).
 */
function SalesTable({ sales, totals, visuallyHidden }: { sales: AdminSales; totals: SalesTotals; visuallyHidden: boolean }) {
  return (
    <div className={visuallyHidden ? 'sr-only' : 'mt-4 overflow-x-auto rounded-lg border border-slate-200'}>
      <table aria-label="Sales per day" className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className={HEADER}>
              Date
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              Orders
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {sales.days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="whitespace-nowrap border-b border-slate-100 px-3 py-2 font-medium text-slate-900">
                {formatSalesDay(day.date)}
              </th>
              <td className={FIGURE}>{count.format(day.orders)}</td>
              <td className={FIGURE}>{formatPrice(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2">
              Total
            </th>
            <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{count.format(totals.orders)}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatPrice(totals.revenue)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
