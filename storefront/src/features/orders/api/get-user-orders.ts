import { useQuery } from '@tanstack/react-query'
import { getJson } from '@/lib/api-client'
import { useAuthToken } from '@/lib/auth-token'
import type { Order } from '@/types/api'

export const userOrdersQueryKey = ['/api/user/orders'] as const

/**
 * The signed-in customer's orders, newest first. A failure is logged and reads as no orders
 * (SPEC §8), as does a missing token or a 401.
 */
export async function getUserOrders(): Promise<Order[]> {
  try {
    const body = await getJson<unknown>(userOrdersQueryKey[0])
    return Array.isArray(body) ? (body as Order[]) : []
  } catch (error) {
    console.error('Failed to fetch orders', error)
    return []
  }
}

export function useUserOrders() {
  const token = useAuthToken()
  return useQuery({
    queryKey: userOrdersQueryKey,
    queryFn: getUserOrders,
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  })
}
