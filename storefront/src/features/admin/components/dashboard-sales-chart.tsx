import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { formatPrice } from '@/lib/format'

/** One day of the chart: its label ('Nov 26'), its orders and its revenue in dollars. */
export interface SalesPoint {
  date: string
  label: string
  orders: number
  revenue: number
}

// The colours of the dashboard's Total Orders (emerald) and Total Revenue (violet) cards.
const ORDERS_COLOUR = '#059669'
const REVENUE_COLOUR = '#8b5cf6'
const AXIS_TEXT = { fontSize: 12, fill: '#64748b' }

const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 })

/**
 * Revenue per day as bars (left axis) and orders as a line (right axis). Drawn for the eye only:
 * its container is hidden from screen readers, who read the same figures as a table, and it takes
 * no keyboard focus (Recharts' own accessibility layer would put a focusable chart inside a hidden one).
 * Loaded on its own (React.lazy), so the chart library is fetched with nothing else.
 */
export default function SalesChart({ points }: { points: SalesPoint[] }) {
  // Whole orders only, and no more ticks than there are counts to mark (0 and 1 on a quiet month, not 0 to 4).
  const mostOrders = Math.max(0, ...points.map((point) => point.orders))
  return (
    <ComposedChart
      responsive
      accessibilityLayer={false}
      data={points}
      margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="label" tick={AXIS_TEXT} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={12} />
      <YAxis
        yAxisId="revenue"
        tick={AXIS_TEXT}
        tickLine={false}
        axisLine={false}
        width={48}
        tickFormatter={(value: number) => compactDollars.format(value)}
      />
      <YAxis yAxisId="orders" orientation="right" tick={AXIS_TEXT} tickLine={false} axisLine={false} width={32} allowDecimals={false} tickCount={Math.min(5, Math.max(2, mostOrders + 1))} />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        formatter={(value, name) => (name === 'Revenue' ? formatPrice(Number(value)) : String(value))}
        // The figures in the text colour: the series' own colours are too light for small text on white.
        contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
        itemStyle={{ color: '#0f172a' }}
        labelStyle={{ color: '#0f172a', fontWeight: 600 }}
      />
      <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill={REVENUE_COLOUR} radius={[3, 3, 0, 0]} maxBarSize={28} />
      <Line yAxisId="orders" dataKey="orders" name="Orders" type="monotone" stroke={ORDERS_COLOUR} strokeWidth={2} dot={false} activeDot={{ r: 4 }} />
    </ComposedChart>
  )
}
