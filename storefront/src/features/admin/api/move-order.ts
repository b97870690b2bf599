import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOrderSchema, type AdminOrder, type OrderStatusBody } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { adminKeys, productKeys } from '@/lib/query-keys'
import { adminRequest } from './admin-client'

/**
 * POST /api/admin/orders/{id}/status, `id` being the order number: the order as it now is. A move
 * the order does not allow answers 409 { message }.
 */
export async function moveOrder({ orderNumber, body }: { orderNumber: string; body: OrderStatusBody }): Promise<AdminOrder> {
  const response = await adminRequest('POST', `/api/admin/orders/${encodeURIComponent(orderNumber)}/status`, { json: body })
  return adminOrderSchema.parse(await response.json())
}

/** A move changes the order lists and the dashboard; a cancellation also gives the order's stock back to the shop. */
export function useMoveOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveOrder,
    onSuccess: (_order, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        body.status === 'cancelled' ? queryClient.invalidateQueries({ queryKey: productKeys.all }) : undefined,
      ]),
    // A refused move means the order changed meanwhile: the list is read again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.orders.all })
    },
  })
}
