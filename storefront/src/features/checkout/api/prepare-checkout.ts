import { useEffect, useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import { preparedCheckoutSchema, type PrepareCheckoutPayload, type PreparedCheckout } from '@printshop/contract'
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

/**
 * While the shopper fills in the form, the server prepares the order of this checkout (its cart,
 * shipping, tax, promo code and payment), again whenever the cart or the code changes, so 'Place
 * Order' only has to complete it. A failure here is not shown: placing the order checks everything
 * again and answers with the shopper's message. Answers the prepared figures while they are those
 * of the cart and code as they are now.
 */
export function usePrepareCheckout(sessionId: string, items: CartItem[], promoCode: string | null): PreparedCheckout | undefined {
  const { mutate, data, variables } = useMutation({ mutationFn: prepareCheckout, retry: false })
  const request = useMemo(
    () => JSON.stringify({ items: items.map((item) => ({ productId: item.productId, quantity: item.quantity })), promoCode }),
    [items, promoCode],
  )
  const settled = useDebouncedValue(request, PREPARE_DELAY_MS)
  useEffect(() => {
    const parsed = JSON.parse(settled) as { items: PrepareCheckoutPayload['items']; promoCode: string | null }
    // A body without `promoCode` asks for the order without a code.
    if (parsed.items.length) mutate({ sessionId, ...(parsed.promoCode ? { promoCode: parsed.promoCode } : {}), items: parsed.items })
  }, [mutate, sessionId, settled])
  const answered = variables && JSON.stringify({ items: variables.items, promoCode: variables.promoCode ?? null })
  return answered === request ? data : undefined
}
