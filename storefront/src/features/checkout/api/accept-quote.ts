import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { orderSchema, quoteSchema, type AcceptQuotePayload, type Order, type Quote } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { orderKeys, productKeys, quoteKeys } from '@/lib/query-keys'

/** The answer of POST /api/user/quotes/{id}/accept: the quote, now accepted, and the order it placed. */
const acceptedQuoteSchema = z.object({ quote: quoteSchema, order: orderSchema })

/**
 * Accepts a priced quote with the checkout's details: the server places one order of the quote's
 * lines at its prices (201 { quote, order }). 409 { code: 'quote_expired' | 'quote_accepted' | ...,
 * message } (QUOTE_MESSAGES) when it can no longer be accepted, and the refusals of POST /api/orders
 * (stock, total, card) as they are.
 */
export async function acceptQuote({ quoteId, body }: { quoteId: string; body: AcceptQuotePayload }): Promise<{ quote: Quote; order: Order }> {
  const response = await apiRequest('POST', `/api/user/quotes/${encodeURIComponent(quoteId)}/accept`, body)
  return acceptedQuoteSchema.parse(await response.json())
}

/**
 * Accepts a quote, then marks stale what it changed: the customer's orders and quotes, and the
 * products it bought (their stock went down). The quotes are fetched again by the next screen that
 * shows them, not under the checkout, which is on its way to the order's confirmation.
 */
export function useAcceptQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptQuote,
    onSuccess: ({ order }) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all, refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() })
      for (const productId of new Set(order.items.map((item) => item.productId))) {
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) })
      }
    },
  })
}
