import type { ReactNode } from 'react'
import type { OrderTotals } from '@printshop/contract'
import { discountLabel, discountText, formatPrice, taxLabel } from '@/lib/format'

/** The promo code behind a summary's discount, and whether what it gives is free shipping. */
export interface AppliedDiscount {
  code: string
  freeShipping: boolean
}

/**
 * The Subtotal / Discount / Shipping / Tax / Total rows of an order summary (cart and checkout).
 * The discount row is there only with a code; `estimate` marks figures the checkout still confirms.
 * `taxRate` names the rate on the tax line ('Tax (8%)'); `taxExemptCertificate`, the certificate
 * that takes the tax off instead ('Tax exempt (certificate X)').
 */
export function OrderTotalsList({
  totals,
  discount = null,
  estimate = false,
  taxRate = null,
  taxExemptCertificate = null,
}: {
  totals: OrderTotals
  discount?: AppliedDiscount | null
  estimate?: boolean
  taxRate?: number | null
  taxExemptCertificate?: string | null
}) {
  return (
    <dl className="space-y-3 text-sm">
      <Row label="Subtotal" value={formatPrice(totals.subtotal)} />
      {discount && (
        <Row
          label={discountLabel(discount.code)}
          value={<span className="font-semibold text-emerald-700">{discountText(totals.discount, discount.freeShipping)}</span>}
        />
      )}
      <Row
        label="Shipping"
        value={totals.shipping === 0 ? <span className="font-semibold text-emerald-700">FREE</span> : formatPrice(totals.shipping)}
      />
      <Row
        label={taxExemptCertificate ? `Tax exempt (certificate ${taxExemptCertificate})` : taxLabel(taxRate)}
        value={formatPrice(totals.tax)}
      />
      <div className="flex items-center justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <dt>{estimate ? 'Estimated Total' : 'Total'}</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  )
}

/** While the shop's settings are on their way (a page without them in its HTML): what is known without them. */
export function SubtotalOnly({ subtotal }: { subtotal: number }) {
  return (
    <dl className="space-y-3 text-sm">
      <Row label="Subtotal" value={formatPrice(subtotal)} />
    </dl>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-slate-600">
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 font-medium text-slate-900">{value}</dd>
    </div>
  )
}
