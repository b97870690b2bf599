import { COUNTRY_CODE, formatAmount, orderTotals, type AddressInput, type PlaceOrderPayload, type User } from '@printshop/contract'
import { lineTotal, selectSubtotal, type CartItem } from '@/stores/cart-store'
import type { CheckoutFormValues } from './checkout-schema'

/** The shop ships within the United States only. */
function toAddress(fields: Omit<AddressInput, 'country'>): AddressInput {
  return { ...fields, country: COUNTRY_CODE }
}

/**
 * A new checkout session id, made once per visit to the checkout: from the current time, with a
 * random tail so two shoppers in the same millisecond never share one.
 */
export function newCheckoutSessionId(now = Date.now()): string {
  return `checkout_${now}_${Math.random().toString(36).slice(2, 10)}`
}

/**
 * The body of POST /api/orders from the validated form and the cart. The total is the one the
 * summary shows: with a promo code, the discounted total it shows with the code (the server only
 * compares it). Card details are deliberately left out (they never leave the browser).
 */
export function buildOrderPayload({
  values,
  items,
  user,
  sessionId,
  promo = null,
}: {
  values: CheckoutFormValues
  items: CartItem[]
  user: Pick<User, 'id'>
  sessionId: string
  /** The applied promo code and the total the summary shows with it. */
  promo?: { code: string; total: number } | null
}): PlaceOrderPayload {
  const shippingAddress = toAddress(values.shippingAddress)
  const total = promo ? promo.total : orderTotals(selectSubtotal({ items })).total
  return {
    sessionId,
    userId: user.id,
    customerEmail: values.customerEmail,
    customerName: values.customerName,
    customerPhone: values.customerPhone || null,
    shippingAddress,
    billingAddress: values.sameAsBilling ? { ...shippingAddress } : toAddress(values.billingAddress),
    totalAmount: formatAmount(total),
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.product.name,
      quantity: item.quantity,
      price: Number.parseFloat(item.product.price),
      total: formatAmount(lineTotal(item)),
    })),
    paymentMethod: values.paymentMethod,
    ...(promo ? { promoCode: promo.code } : {}),
  }
}
