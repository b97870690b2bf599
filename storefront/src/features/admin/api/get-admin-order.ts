import { useQuery } from '@tanstack/react-query'
import { adminOrderSchema } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminGet } from './admin-client'

/** GET /api/admin/orders/{id}: one order with the e-mails sent about it (read again after each move). */
export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminKeys.orders.detail(orderId),
    queryFn: ({ signal }) => adminGet(`/api/admin/orders/${encodeURIComponent(orderId)}`, adminOrderSchema, signal),
    staleTime: 0,
  })
}
