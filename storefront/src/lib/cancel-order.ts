import { useEffect, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CANCEL_WINDOW_MINUTES, cancelRefusal, orderSchema, type Order } from '@printshop/contract'
import { apiRequest } from './api-client'
import { orderKeys } from './query-keys'

// Cancelling online is offered in the account's order details and on /track, so it lives here.

/**
 * POST /api/user/orders/{orderNumber}/cancel: the cancelled order, or undefined when the answer
 * cannot be read (the order is cancelled all the same; the refreshed list shows it). 409 with the
 * reason (ORDER_CANCEL_MESSAGES) when it is too late, 404 when it is not the customer's.
 */
export async function cancelOrder(orderNumber: string): Promise<Order | undefined> {
  const response = await apiRequest('POST', `/api/user/orders/${encodeURIComponent(orderNumber)}/cancel`)
  const parsed = orderSchema.safeParse(await response.json().catch(() => null))
  return parsed.success ? parsed.data : undefined
}

/**
 * Cancels an order, shows the answer in the customer's order list at once, and fetches the list
 * again after any outcome: a refusal means the order moved on (shipped, or cancelled elsewhere).
 */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      if (!order) return
      queryClient.setQueryData<Order[]>(orderKeys.list({ scope: 'mine' }), (orders) =>
        orders?.map((current) => (current.id === order.id ? order : current)),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  })
}

/**
 * Why the order cannot be cancelled online now (null while it can), recomputed at each render and
 * once more when the hour is up, so 'Cancel order' goes away by itself on a screen left open.
 */
export function useCancelRefusal(order: Pick<Order, 'status' | 'createdAt'>): string | null {
  const refusal = cancelRefusal(order)
  // Each check renders again; one that comes a moment early sets the next.
  const [checks, setChecks] = useState(0)
  useEffect(() => {
    if (refusal) return
    const closesIn = new Date(order.createdAt).getTime() + CANCEL_WINDOW_MINUTES * 60_000 - Date.now()
    if (!Number.isFinite(closesIn)) return
    const timer = setTimeout(() => setChecks((count) => count + 1), Math.max(0, closesIn) + 50)
    return () => clearTimeout(timer)
  }, [refusal, order.createdAt, checks])
  return refusal
}
