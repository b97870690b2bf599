import { COUNTRY_CODE, formatAmount, type AcceptQuotePayload, type AddressInput, type PlaceOrderPayload, type User } from '@printshop/contract'
import { lineTotal, lineUnitPrice, type CartItem } from '@/stores/cart-store'
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
 * summary shows (the server only compares it), for the promo code and the shipping option it shows.
 * Card details are deliberately left out (they never leave the browser); a PO number goes only when one was typed.
 */
export function buildOrderPayload({
  values,
  items,
  user,
  sessionId,
  total,
  promoCode = null,
  shippingOptionId = null,
}: {
  values: CheckoutFormValues
  items: CartItem[]
  user: Pick<User, 'id'>
  sessionId: string
  /** The total the summary shows. */
  total: number
  /** The applied promo code, if any. */
  promoCode?: string | null
  /** The shipping option the summary's figures ship by; the server takes the cheapest without one. */
  shippingOptionId?: string | null
}): PlaceOrderPayload {
  const shippingAddress = toAddress(values.shippingAddress)
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
      price: lineUnitPrice(item),
      total: formatAmount(lineTotal(item)),
    })),
    paymentMethod: values.paymentMethod,
    ...(promoCode ? { promoCode } : {}),
    ...(shippingOptionId ? { shippingOptionId } : {}),
    // Only a company's members are offered the field (the server refuses one from anyone else).
    ...(values.poNumber ? { poNumber: values.poNumber } : {}),
  }
}

/**
 * The body of POST /api/user/quotes/{id}/accept from the order's: the checkout's details alone. The
 * lines and their prices are the quote's, a quote takes no promo code, and its checkout is the
 * quote's own (no session id); the customer comes from the token.
 */
export function acceptQuotePayload(payload: PlaceOrderPayload): AcceptQuotePayload {
  const { items: _items, promoCode: _promoCode, sessionId: _sessionId, userId: _userId, ...details } = payload
  return details
}
