import type { ReactNode } from 'react'
import { AlertTriangle, LoaderCircle, ShieldCheck } from 'lucide-react'
import { OrderTotalsList, SubtotalOnly } from '@/components/order-totals-list'
import { ProductImage } from '@/components/product-image'
import { PromoCodeField, type PromoCodeFieldProps } from '@/components/promo-code-field'
import { Button } from '@/components/ui/button'
import { formatPrice } from '@/lib/format'
import { resolveProductImage } from '@/lib/product-image'
import { lineTotal, lineUnitPrice, selectSubtotal, type CartItem } from '@/stores/cart-store'
import type { CheckoutFigures } from '../utils/checkout-figures'

/** Something the server refused that the shopper can fix from the summary (see orderConflict). */
export type CheckoutNotice =
  | { kind: 'prices_changed'; message: string }
  | { kind: 'insufficient_stock' | 'quantity_limit'; message: string; productId: string; available: number }
  | { kind: 'unknown_product'; message: string; productId: string }
  | { kind: 'no_shipping_option'; message: string }
  | { kind: 'payment'; message: string }
  /** A quote that can no longer be accepted (expired, accepted meanwhile, declined). */
  | { kind: 'quote'; message: string }

export interface NoticeAction {
  label: string
  run: () => void
}

/**
 * The Order Summary beside the form: lines, promo code, totals, any problem to fix, and the Place
 * Order button. A quote's checkout has no promo code (`promo` null) and says what it is (`intro`).
 */
export function CheckoutSummary({
  items,
  intro,
  figures,
  promo,
  formId,
  processing,
  notice,
  noticeAction,
}: {
  items: CartItem[]
  /** Said under the heading, before the lines. */
  intro?: ReactNode
  figures: CheckoutFigures
  /** The promo code field's state and actions; null for no promo code field. */
  promo: Omit<PromoCodeFieldProps, 'id' | 'className'> | null
  /** The form the Place Order button submits. */
  formId: string
  processing: boolean
  notice: CheckoutNotice | null
  noticeAction: NoticeAction | null
}) {
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="h-fit rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}

      {notice && (
        <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex gap-2">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{notice.message}</span>
          </p>
          {noticeAction && (
            <Button variant="outline" size="sm" className="mt-3" onClick={noticeAction.run}>
              {noticeAction.label}
            </Button>
          )}
        </div>
      )}

      <ul className="mt-4 divide-y divide-slate-100" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <div className="h-14 w-14 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              <ProductImage src={resolveProductImage(item.product.image)} alt="" className="h-full w-full object-contain p-1" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">{item.product.name}</p>
              <p className="text-xs text-slate-500">
                Qty {item.quantity} × {formatPrice(lineUnitPrice(item))}
              </p>
            </div>
            <p className="text-sm font-semibold text-slate-900">{formatPrice(lineTotal(item))}</p>
          </li>
        ))}
      </ul>

      {promo && <PromoCodeField id="checkout-promo-code" className="mt-2 border-t border-slate-200 pt-4" {...promo} />}

      <div className={promo ? 'mt-4 border-t border-slate-200 pt-4' : 'mt-2 border-t border-slate-200 pt-4'}>
        {figures.totals ? (
          <OrderTotalsList
            totals={figures.totals}
            discount={figures.discount}
            estimate={figures.estimate}
            taxRate={figures.taxRate}
            taxExemptCertificate={figures.taxExemptCertificate}
          />
        ) : (
          <SubtotalOnly subtotal={selectSubtotal({ items })} />
        )}
        {figures.estimate && <p className="mt-3 text-xs text-slate-500">Final amounts are confirmed before you place your order.</p>}
      </div>

      <Button type="submit" form={formId} size="lg" className="mt-6 w-full" disabled={processing}>
        {processing && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
        {processing ? 'Processing...' : 'Place Order'}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-2 text-xs text-slate-500">
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        Secure checkout
      </p>
    </aside>
  )
}
