import type { LucideIcon } from 'lucide-react'
import { DollarSign, Package, ShoppingCart, Star } from 'lucide-react'
import { formatPrice } from '@/lib/format'
import { useAdminStats } from '../api/get-stats'

const count = new Intl.NumberFormat('en-US')

/** The dashboard's four cards, from GET /api/admin/stats. */
export function DashboardCards() {
  const { data: stats, isError } = useAdminStats()
  const show = (value: (figures: NonNullable<typeof stats>) => string) => (stats ? value(stats) : isError ? '—' : '…')
  return (
    <section aria-label="Shop figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Card Icon={Package} label="Total Products" value={show((s) => count.format(s.totalProducts))} accent="bg-blue-50 text-blue-600" />
      <Card Icon={ShoppingCart} label="Total Orders" value={show((s) => count.format(s.totalOrders))} accent="bg-emerald-50 text-emerald-600" />
      <Card Icon={DollarSign} label="Total Revenue" value={show((s) => formatPrice(s.totalRevenue))} accent="bg-violet-50 text-violet-600" />
      <Card Icon={Star} label="Featured Products" value={show((s) => count.format(s.featuredProducts))} accent="bg-amber-50 text-amber-600" />
    </section>
  )
}

function Card({ Icon, label, value, accent }: { Icon: LucideIcon; label: string; value: string; accent: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <span className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg sm:flex ${accent}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <dl className="min-w-0">
        <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
        <dd className="mt-1 break-all text-lg font-bold text-slate-900 sm:text-2xl">{value}</dd>
      </dl>
    </div>
  )
}
