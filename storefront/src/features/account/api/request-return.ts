import { useMutation, useQueryClient } from '@tanstack/react-query'
import { returnSchema, type Order, type OrderReturn, type ReturnRequestBody } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { orderKeys } from '@/lib/query-keys'

/**
 * POST /api/user/orders/{orderNumber}/returns: 201 with the return, or undefined when the answer
 * cannot be read (it is requested all the same; the refreshed list shows it). 400 { message, errors }
 * for a body the contract refuses, 409 { message } (RETURN_MESSAGES) when the order allows no such return.
 */
export async function requestReturn({ orderNumber, body }: { orderNumber: string; body: ReturnRequestBody }): Promise<OrderReturn | undefined> {
  const response = await apiRequest('POST', `/api/user/orders/${encodeURIComponent(orderNumber)}/returns`, body)
  const parsed = returnSchema.safeParse(await response.json().catch(() => null))
  return parsed.success ? parsed.data : undefined
}

/**
 * Requests a return, shows it on its order at once, and fetches the orders again after any outcome:
 * a refusal means the order moved on (another return, the window closed).
 */
export function useRequestReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (ret, { orderNumber }) => {
      if (!ret) return
      queryClient.setQueryData<Order[]>(orderKeys.list({ scope: 'mine' }), (orders) =>
        orders?.map((order) => (order.id === orderNumber ? { ...order, returns: [...(order.returns ?? []), ret] } : order)),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  })
}
