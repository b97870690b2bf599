import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import {
  DEFAULT_PAYMENT_METHOD,
  preparedCheckoutSchema,
  type AddressInput,
  type PaymentMethod,
  type PrepareCheckoutPayload,
  type PreparedCheckout,
} from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import type { CartItem } from '@/stores/cart-store'

/** The cart is prepared once it has stayed the same this long (a quantity typed digit by digit sends one request). */
export const PREPARE_DELAY_MS = 400

/** Asks the server to prepare this checkout's order (POST /api/checkout); answers Medusa's figures for it. */
export async function prepareCheckout(payload: PrepareCheckoutPayload): Promise<PreparedCheckout> {
  const response = await apiRequest('POST', '/api/checkout', payload)
  return preparedCheckoutSchema.parse(await response.json())
}

/** What the checkout is prepared for: its lines (a quote's, with its id), its code, the shipping address once complete and the option chosen. */
export interface CheckoutRequest {
  items: CartItem[]
  promoCode: string | null
  shippingAddress: AddressInput | null
  shippingOptionId: string | null
  /** How the shopper will pay: a card processor's payment is made for "pay_with_card". Cash on delivery without one. */
  paymentMethod?: PaymentMethod
  /** The quote being accepted: the server prepares its lines at its prices, in the quote's own checkout. */
  quoteId?: string | null
}

/** The request as the server is asked it, and as a key that says whether an answer is for it. */
function payloadOf(sessionId: string, request: CheckoutRequest): PrepareCheckoutPayload {
  return {
    sessionId,
    items: request.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    // A body without `promoCode` asks for the order without a code, without an address for the country's figures.
    ...(request.promoCode ? { promoCode: request.promoCode } : {}),
    ...(request.shippingAddress ? { shippingAddress: request.shippingAddress } : {}),
    ...(request.shippingOptionId ? { shippingOptionId: request.shippingOptionId } : {}),
    ...(request.paymentMethod && request.paymentMethod !== DEFAULT_PAYMENT_METHOD ? { paymentMethod: request.paymentMethod } : {}),
    ...(request.quoteId ? { quoteId: request.quoteId } : {}),
  }
}

/** The same key for the same checkout, whether from the request or from a payload sent for it. */
export const checkoutKeyOf = (payload: PrepareCheckoutPayload): string =>
  JSON.stringify([payload.items, payload.promoCode ?? null, payload.shippingAddress ?? null, payload.shippingOptionId ?? null, payload.paymentMethod ?? DEFAULT_PAYMENT_METHOD])

/** The key of the cart alone (its lines and code), whatever the address and option. */
const cartKeyOf = (payload: PrepareCheckoutPayload): string => JSON.stringify([payload.items, payload.promoCode ?? null])

/** An answer, and whether it was for the cart as it is now (only the address or the option may differ). */
export interface LastAnswer {
  answer: PreparedCheckout
  sameCart: boolean
}

/**
 * While the shopper fills in the form, the server prepares the order of this checkout (its cart,
 * shipping, tax, promo code and payment), again whenever the cart, the code, the shipping address
 * or the option changes, so 'Place Order' only has to complete it. A failure here is not shown:
 * placing the order checks everything again and answers with the shopper's message. Answers the
 * prepared figures while they are those of the checkout as it is now; the last answer whatever it
 * was for (its options stay the ones to choose from meanwhile); the key of the checkout as it is
 * now; and `prepareNow` to ask at once (Place Order before the answer came, or after it found the
 * figures changed).
 */
export function usePrepareCheckout(sessionId: string, request: CheckoutRequest) {
  // The last answer stays known while the next is on its way: its options are still the ones to choose from.
  const [last, setLast] = useState<{ answer: PreparedCheckout; cartKey: string }>()
  const { mutate, mutateAsync, data, variables } = useMutation({
    mutationFn: prepareCheckout,
    retry: false,
    onSuccess: (answer, sent) => setLast({ answer, cartKey: cartKeyOf(sent) }),
  })
  const payload = useMemo(() => payloadOf(sessionId, request), [sessionId, request])
  const key = checkoutKeyOf(payload)
  const settled = useDebouncedValue(key, PREPARE_DELAY_MS)
  const latest = useRef(payload)
  latest.current = payload
  useEffect(() => {
    // Sent once the checkout has stayed the same for the delay (the key settled on the current one).
    if (settled === checkoutKeyOf(latest.current) && latest.current.items.length) mutate(latest.current)
  }, [mutate, settled])
  /** Prepares the checkout as it is now at once, answering the figures (undefined when that failed). */
  const prepareNow = useCallback(async (): Promise<PreparedCheckout | undefined> => {
    if (!latest.current.items.length) return undefined
    try {
      return await mutateAsync(latest.current)
    } catch {
      return undefined
    }
  }, [mutateAsync])
  const prepared = variables && checkoutKeyOf(variables) === key ? data : undefined
  const lastAnswer: LastAnswer | undefined = last && { answer: last.answer, sameCart: last.cartKey === cartKeyOf(payload) }
  return { prepared, lastAnswer, key, prepareNow }
}
