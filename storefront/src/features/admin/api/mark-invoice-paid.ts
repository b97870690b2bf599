import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOrderSchema, type AdminOrder } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { adminRequest } from './admin-client'
import { adminCompanyKeys } from './get-companies'

/**
 * POST /api/admin/orders/{id}/invoice-paid, `id` being the order number: records that the invoice of
 * an order on payment terms was paid (Medusa captures its payment); the order's details as they now
 * are. 409 { message } for an order not on terms, a cancelled one or one already paid.
 */
export async function markInvoicePaid({ orderNumber }: { orderNumber: string }): Promise<AdminOrder> {
  const response = await adminRequest('POST', `/api/admin/orders/${encodeURIComponent(orderNumber)}/invoice-paid`)
  return adminOrderSchema.parse(await response.json())
}

/**
 * The paid order replaces its details; the order lists (their Overdue badges), the dashboard and the
 * companies' overdue counts are read again.
 */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.orders.detail(order.orderId), order)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all }),
      ])
    },
    // Refused: the order changed meanwhile (paid, cancelled), so it is read again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.orders.all })
    },
  })
}
