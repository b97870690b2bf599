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
 * shipping, tax and payment), again whenever the cart changes, so 'Place Order' only has to
 * complete it. A failure here is not shown: placing the order checks everything again and
 * answers with the shopper's message.
 */
export function usePrepareCheckout(sessionId: string, items: CartItem[]) {
  const { mutate } = useMutation({ mutationFn: prepareCheckout, retry: false })
  const lines = useMemo(
    () => JSON.stringify(items.map((item) => ({ productId: item.productId, quantity: item.quantity }))),
    [items],
  )
  const settled = useDebouncedValue(lines, PREPARE_DELAY_MS)
  useEffect(() => {
    const parsed = JSON.parse(settled) as PrepareCheckoutPayload['items']
    if (parsed.length) mutate({ sessionId, items: parsed })
  }, [mutate, sessionId, settled])
}
