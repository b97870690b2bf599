import { netPaid, taxExemptLabel, type Order } from '@printshop/contract'
import { cn } from '@/lib/cn'
import { discountLabel, discountText, formatPrice } from '@/lib/format'

/**
 * A placed order's figures as the server priced them: Subtotal, the promo code's discount when it
 * had one, Shipping, Tax and Total, then what its returns refunded and the net paid, then the
 * shipping option it ships by (the customer's order details and staff's, alike). With
 * `taxExemptCertificate`, the tax line names the certificate that took the tax off
 * ('Tax exempt: certificate X').
 */
export function OrderAmounts({
  order,
  taxExemptCertificate = null,
  className,
}: {
  order: Pick<Order, 'subtotal' | 'promoCode' | 'discountAmount' | 'shippingCost' | 'shippingMethod' | 'tax' | 'totalAmount' | 'refundedAmount'>
  taxExemptCertificate?: string | null
  className?: string
}) {
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      <Row label="Subtotal" value={formatPrice(order.subtotal)} />
      {order.promoCode && <Row label={discountLabel(order.promoCode)} value={discountText(order.discountAmount)} />}
      <Row label="Shipping" value={Number(order.shippingCost) === 0 ? 'FREE' : formatPrice(order.shippingCost)} />
      <Row label={taxExemptCertificate ? taxExemptLabel(taxExemptCertificate) : 'Tax'} value={formatPrice(order.tax)} />
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-1.5 font-semibold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPrice(order.totalAmount)}</dd>
      </div>
      {Number(order.refundedAmount) > 0 && (
        <>
          <Row label="Refunded (returns)" value={`-${formatPrice(order.refundedAmount)}`} />
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-1.5 font-semibold text-slate-900">
            <dt>Net Paid</dt>
            <dd className="tabular-nums">{formatPrice(netPaid(order))}</dd>
          </div>
        </>
      )}
      {order.shippingMethod && (
        <div className="flex justify-between gap-3 pt-1 text-xs text-slate-500">
          <dt>Shipping Method</dt>
          <dd>{order.shippingMethod}</dd>
        </div>
      )}
    </dl>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 text-slate-600">
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 font-medium tabular-nums text-slate-900">{value}</dd>
    </div>
  )
}
