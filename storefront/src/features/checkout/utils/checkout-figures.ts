import { orderTotals, type OrderTotals, type PreparedCheckout, type PromotionCheck } from '@printshop/contract'
import type { AppliedDiscount } from '@/components/order-totals-list'
import { totalsFrom } from '@/lib/promo-code'

/** What the checkout's summary shows, and the total the order is sent with. */
export interface CheckoutFigures {
  totals: OrderTotals
  discount: AppliedDiscount | null
  /** Figures from the check of the code, until the prepared order confirms them. */
  estimate: boolean
}

/**
 * The checkout's figures. Without a code, or with one that does not apply now, the cart's own
 * (the contract's pricing). With a code: the prepared order's once it has answered for this cart
 * and code (confirmed), else the check's answer (an estimate), else the cart's own while it is checked.
 */
export function checkoutFigures({
  subtotal,
  code,
  refused,
  check,
  prepared,
}: {
  subtotal: number
  code: string | null
  /** Why the code does not apply now (the check or Place Order refused it), or null. */
  refused: string | null
  check: PromotionCheck | undefined
  prepared: PreparedCheckout | undefined
}): CheckoutFigures {
  if (code !== null && !refused) {
    if (prepared?.promoCode === code) {
      // A prepared order keeps no kind of discount: only a free-shipping code takes nothing off the items.
      return { totals: totalsFrom(prepared), discount: { code, freeShipping: Number(prepared.discount) === 0 }, estimate: false }
    }
    if (check) return { totals: totalsFrom(check), discount: { code, freeShipping: check.freeShipping }, estimate: true }
  }
  return { totals: orderTotals(subtotal), discount: null, estimate: false }
}
