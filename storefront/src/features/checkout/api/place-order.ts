import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderConflictSchema, orderSchema, type Order, type OrderConflict, type PlaceOrderPayload } from '@printshop/contract'
import { ApiError, apiRequest } from '@/lib/api-client'
import { orderKeys, productKeys } from '@/lib/query-keys'

/** Places the order; the server answers the created order (or the same order again for a repeated submission). */
export async function placeOrder(payload: PlaceOrderPayload): Promise<Order> {
  const response = await apiRequest('POST', '/api/orders', payload)
  return orderSchema.parse(await response.json())
}

/**
 * Places an order, then marks stale what it changed: the customer's orders (account, tracking) and
 * the products it bought, whose stock went down (their detail pages and every product list).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      // Not awaited: the confirmation should not wait for these to be fetched again.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() })
      for (const productId of new Set(order.items.map((item) => item.productId))) {
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) })
      }
    },
  })
}

/**
 * The reason, with its `code`, of a refused POST /api/orders: 409 for stock and price changes;
 * an unknown product comes as a 409 or as a 400 naming the item. Null for any other failure.
 */
export function orderConflict(error: unknown): OrderConflict | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400 && error.status !== 402)) return null
  try {
    const parsed = orderConflictSchema.safeParse(JSON.parse(error.body))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
