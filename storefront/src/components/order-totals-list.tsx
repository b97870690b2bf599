import type { ReactNode } from 'react'
import { TAX_RATE_PERCENT, type OrderTotals } from '@printshop/contract'
import { formatPrice } from '@/lib/format'

const TAX_LABEL = `Tax (${TAX_RATE_PERCENT}%)`

/** The Subtotal / Shipping / Tax / Total rows of an order summary (cart and checkout). */
export function OrderTotalsList({ totals }: { totals: OrderTotals }) {
  return (
    <dl className="space-y-3 text-sm">
      <Row label="Subtotal" value={formatPrice(totals.subtotal)} />
      <Row
        label="Shipping"
        value={totals.shipping === 0 ? <span className="font-semibold text-emerald-700">FREE</span> : formatPrice(totals.shipping)}
      />
      <Row label={TAX_LABEL} value={formatPrice(totals.tax)} />
      <div className="flex items-center justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <dt>Total</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between text-slate-600">
      <dt>{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  )
}
