import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { DEFAULT_PAYMENT_METHOD, orderSchema, type Order } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import { orderKeys } from '@/lib/query-keys'

/** An order of the list; one that records no payment method reads as the default, Cash on Delivery. */
const userOrderListSchema = z.array(
  orderSchema.extend({
    paymentMethod: z
      .string()
      .nullish()
      .transform((method) => method ?? DEFAULT_PAYMENT_METHOD)
      .pipe(orderSchema.shape.paymentMethod),
  }),
)

/**
 * The signed-in customer's orders, newest first. A failure is logged and reads as no orders
 * as does a missing token or a 401.
 */
export async function getUserOrders(): Promise<Order[]> {
  try {
    return userOrderListSchema.parse((await getJson<unknown>('/api/user/orders')) ?? [])
  } catch (error) {
    console.error('Failed to fetch orders', error)
    return []
  }
}

/** Asked only when signed in, never retried, and fetched again whenever a screen needs it. */
export const userOrdersQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: orderKeys.list({ scope: 'mine' }),
    queryFn: getUserOrders,
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  })

export function useUserOrders() {
  const token = useAuthToken()
  return useQuery(userOrdersQueryOptions(token))
}
