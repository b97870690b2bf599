import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderSchema, type Order } from '@printshop/contract'
import { ApiError, getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import { orderKeys } from '@/lib/query-keys'

/** GET /api/user/orders/{number}: one of the signed-in customer's orders, or null when it is not theirs (404) or nobody is signed in (401). */
export async function getUserOrder(orderNumber: string): Promise<Order | null> {
  try {
    const order = await getJson<unknown>(`/api/user/orders/${encodeURIComponent(orderNumber)}`)
    return order === null ? null : orderSchema.parse(order)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** One order of the signed-in customer; `placed` is the order the checkout has just placed, shown while it is read again. */
export function useUserOrder(orderNumber: string, placed?: Order) {
  const token = useAuthToken()
  return useQuery(
    queryOptions({
      queryKey: orderKeys.detail(orderNumber),
      queryFn: () => getUserOrder(orderNumber),
      enabled: Boolean(token),
      // The placed order is the order until the server's copy arrives; it stays if that read fails.
      initialData: placed,
      retry: false,
    }),
  )
}
